import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCodeFromOutbox, signIn, startHarness, type Harness } from '../../testing/harness';

const WRONG = "The code didn't work. Try again, please.";

describe('email verification of a signed-in account (GET /user/verifiedEmail, POST verifyEmail[WithCode])', () => {
  let h: Harness;
  let n = 0;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    h.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  /** The newest mail to `to` sent after `after` (mail leaves through the job queue). */
  const waitForMail = async (to: string, after: string) => {
    for (let i = 0; i < 200; i++) {
      const mail = (await h.ctx.outbox!.list(to)).find((m) => m.createdAt >= after);
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no mail reached the outbox for ${to}`);
  };

  /** An account with no verified email (e.g. made by an identity provider that shared none). */
  const unverified = async () => {
    const id = `unverified-${++n}-${Date.now()}`;
    const now = new Date().toISOString();
    await h.ctx.db
      .insertInto('users')
      .values({ id, email: null, isGuest: 0, emailVerifiedAt: null, createdAt: now, updatedAt: now })
      .execute();
    return { id, cookie: `muse_session=${await h.ctx.services.auth.createSession(id)}` };
  };

  it('asks visitors and guests to sign in', async () => {
    expect((await send('GET', '/api/user/verifiedEmail')).statusCode).toBe(401);
    const guest = await send('POST', '/api/auth/guest');
    const cookie = String(guest.headers['set-cookie']).split(';')[0]!;
    const res = await send('POST', '/api/user/verifyEmail', cookie, { email: 'g@example.com' });
    expect(res.statusCode).toBe(401);
  });

  it('reports the email of an account that signed in by email as verified', async () => {
    const cookie = await signIn(h, 'verified-one@example.com');
    const res = await send('GET', '/api/user/verifiedEmail', cookie);
    expect(res.json()).toEqual({
      verifiedEmail: 'verified-one@example.com',
      email: 'verified-one@example.com',
    });
  });

  it('verifies a new email with the emailed code; a wrong code gets the spec text and keeps it unverified', async () => {
    const { cookie } = await unverified();
    expect((await send('GET', '/api/user/verifiedEmail', cookie)).json()).toEqual({
      verifiedEmail: null,
      email: null,
    });
    const bad = await send('POST', '/api/user/verifyEmail', cookie, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('email');

    const before = new Date().toISOString();
    const start = await send('POST', '/api/user/verifyEmail', cookie, { email: 'Fresh.Singer@Example.com' });
    expect(start.json()).toEqual({ ok: true });
    const code = await readCodeFromOutbox(h, 'fresh.singer@example.com', before);

    const wrong = await send('POST', '/api/user/verifyEmailWithCode', cookie, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(WRONG);
    expect(wrong.json().error.details[0].field).toBe('code');
    expect((await send('GET', '/api/user/verifiedEmail', cookie)).json().verifiedEmail).toBeNull();

    const empty = await send('POST', '/api/user/verifyEmailWithCode', cookie, { code: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('code');

    const right = await send('POST', '/api/user/verifyEmailWithCode', cookie, { code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ verifiedEmail: 'fresh.singer@example.com' });
    expect((await send('GET', '/api/user/verifiedEmail', cookie)).json()).toEqual({
      verifiedEmail: 'fresh.singer@example.com',
      email: 'fresh.singer@example.com',
    });
    // A code works once.
    expect((await send('POST', '/api/user/verifyEmailWithCode', cookie, { code })).statusCode).toBe(400);
  });

  it("answers for another account's email exactly as for a free one, and tells the owner instead", async () => {
    await signIn(h, 'taken@example.com');
    const { cookie } = await unverified();
    const before = new Date().toISOString();
    const free = await send('POST', '/api/user/verifyEmail', cookie, { email: 'still-free@example.com' });
    const taken = await send('POST', '/api/user/verifyEmail', cookie, { email: 'Taken@Example.com' });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());

    // The owner learns about it, and no code is sent.
    const mail = await waitForMail('taken@example.com', before);
    expect(mail.subject).toBe('Someone tried to add your email to another Muse account');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);

    // Any code now gets the usual wrong-code answer; the email stays the owner's.
    for (const code of ['000000', '123456']) {
      const res = await send('POST', '/api/user/verifyEmailWithCode', cookie, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'wrong_code', message: WRONG });
    }
    expect((await send('GET', '/api/user/verifiedEmail', cookie)).json().verifiedEmail).toBeNull();
  });

  it("a code of another user's request does not verify this one", async () => {
    const a = await unverified();
    const b = await unverified();
    const before = new Date().toISOString();
    await send('POST', '/api/user/verifyEmail', a.cookie, { email: 'a-only@example.com' });
    const code = await readCodeFromOutbox(h, 'a-only@example.com', before);
    const res = await send('POST', '/api/user/verifyEmailWithCode', b.cookie, { code });
    expect(res.statusCode).toBe(400);
    expect((await send('GET', '/api/user/verifiedEmail', a.cookie)).json().verifiedEmail).toBeNull();
  });
});
