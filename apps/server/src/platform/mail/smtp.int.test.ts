import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** With SMTP_URL set, mail leaves through a real SMTP conversation, and the dev outbox is off. */
describe('mail over SMTP', () => {
  let smtp: SMTPServer;
  let h: Harness;
  const received: Received[] = [];
  let failNext = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          if (failNext > 0) {
            failNext--;
            return done(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    h = await startHarness({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Muse <hello@muse.test>' });
  });
  afterAll(async () => {
    await h?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const waitFor = async (n: number) => {
    for (let i = 0; i < 400 && received.length < n; i++) await new Promise((r) => setTimeout(r, 25));
  };

  it('sends the sign-in code to the SMTP server', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/email/start',
      payload: { email: 'mail@example.com' },
    });
    expect(res.statusCode).toBe(200);
    await waitFor(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('hello@muse.test');
    expect(received[0]!.to).toEqual(['mail@example.com']);
    expect(received[0]!.raw).toMatch(/Your Muse sign-in code is \d{6}\./);
    expect((await h.app.inject('/api/dev/outbox')).statusCode).toBe(404);
  });

  it('retries a temporary SMTP failure through the job queue instead of losing the mail', async () => {
    failNext = 1;
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/email/start',
      payload: { email: 'retry@example.com' },
    });
    await waitFor(2);
    expect(received.map((r) => r.to[0])).toContain('retry@example.com');
  }, 20_000);
});
