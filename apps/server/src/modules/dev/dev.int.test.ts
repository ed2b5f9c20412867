import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from '../../testing/harness';

const outbox = (h: Harness, query: Record<string, string>, headers: Record<string, string> = {}) =>
  h.app.inject({ url: '/api/dev/outbox', query, headers });

async function askCode(h: Harness, email: string): Promise<void> {
  const res = await h.app.inject({ method: 'POST', url: '/api/auth/email/start', payload: { email } });
  expect(res.statusCode).toBe(200);
}

describe('the dev outbox (no SMTP, not public)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('is never readable by address: this machine without the token is refused', async () => {
    await askCode(h, 'victim@example.com');
    // inject comes from 127.0.0.1: that alone used to be enough.
    const local = await outbox(h, { to: 'victim@example.com' });
    expect(local.statusCode).toBe(403);
    expect(local.json().error.message).toMatch(/outbox link from the server's start-up log/);
    expect((await outbox(h, {})).statusCode).toBe(403);
    const wrong = await outbox(h, { to: 'victim@example.com', token: `${h.ctx.config.outboxToken}x` });
    expect(wrong.statusCode).toBe(403);
  });

  it('gives one recipient’s mail to the holder of the token, and needs `to` for it', async () => {
    await askCode(h, 'reader@example.com');
    const { outboxToken: token } = h.ctx.config;
    const all = await outbox(h, { token });
    expect(all.statusCode).toBe(400);
    expect(all.json().error.details).toEqual([{ field: 'to', message: expect.stringContaining('(to)') }]);
    expect((await outbox(h, { to: 'bad', token })).statusCode).toBe(400);

    let messages: { to: string; text: string }[] = [];
    for (let i = 0; i < 200 && messages.length === 0; i++) {
      messages = (await outbox(h, { to: 'reader@example.com', token })).json().messages;
      if (messages.length === 0) await new Promise((r) => setTimeout(r, 25));
    }
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.to === 'reader@example.com')).toBe(true);
  });

  it('lets an admin read it without the token, all recipients at once', async () => {
    const admin = await signIn(h, 'admin@example.com');
    const res = await outbox(h, {}, { cookie: admin });
    expect(res.statusCode).toBe(200);
    const recipients = new Set(res.json<{ messages: { to: string }[] }>().messages.map((m) => m.to));
    expect(recipients.has('admin@example.com')).toBe(true);
    const member = await signIn(h, 'member@example.com');
    expect((await outbox(h, { to: 'admin@example.com' }, { cookie: member })).statusCode).toBe(403);
  });

  it('keeps the token out of the request log', async () => {
    await outbox(h, { to: 'reader@example.com', token: h.ctx.config.outboxToken });
    const logs = h.logs.join('');
    expect(logs).toContain('"url":"/api/dev/outbox"');
    expect(logs).not.toContain(h.ctx.config.outboxToken);
  });

  it('reports mail delivery in readiness', async () => {
    const ready = await h.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.mail).toEqual({
      ok: true,
      detail: 'No SMTP server: sign-in codes go to the dev outbox',
    });
  });
});

describe('the dev outbox behind a trusted proxy (TRUST_PROXY=1)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ TRUST_PROXY: '1' });
  });
  afterAll(async () => h?.close());

  it('is not opened by a forged X-Forwarded-For of 127.0.0.1', async () => {
    await askCode(h, 'admin@example.com');
    for (const forwarded of ['127.0.0.1', '127.0.0.1, 198.51.100.7', '198.51.100.7, 127.0.0.1']) {
      const res = await outbox(h, { to: 'admin@example.com' }, { 'x-forwarded-for': forwarded });
      expect(res.statusCode).toBe(403);
    }
    expect((await outbox(h, {}, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
  });
});

describe('a public server without SMTP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ NODE_ENV: 'production', PUBLIC_URL: 'https://muse.example.com' });
  });
  afterAll(async () => h?.close());

  it('has no dev outbox, even with the token', async () => {
    const res = await outbox(h, { to: 'a@example.com', token: h.ctx.config.outboxToken });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('The dev outbox is off on a public server.');
  });

  it('stays ready but says that sign-in codes cannot be delivered', async () => {
    const ready = await h.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      checks: { mail: { ok: false, detail: 'No SMTP server: sign-in codes cannot be delivered' } },
    });
  });
});
