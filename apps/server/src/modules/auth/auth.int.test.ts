import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, readCodeFromOutbox, signIn, startHarness, type Harness } from '../../testing/harness';

const WRONG = "The code didn't work. Try again, please.";

describe('passwordless sign-in, guests and sessions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  const post = (url: string, payload?: object, cookie?: string) =>
    h.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const session = async (cookie?: string) =>
    (await h.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} })).json();

  it('answers { userId: null } when signed out', async () => {
    expect(await session()).toEqual({ userId: null });
  });

  it('rejects a bad email with a 400 naming the field', async () => {
    const res = await post('/api/auth/email/start', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details).toEqual([expect.objectContaining({ field: 'email' })]);
    const missing = await post('/api/auth/email/start', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('email');
  });

  it('signs in with the emailed code, creating the user on first login, and keeps the session', async () => {
    const email = 'Ada@Example.com';
    const before = new Date().toISOString();
    const start = await post('/api/auth/email/start', { email });
    expect(start.json()).toEqual({ ok: true, expiresInSeconds: 600 });
    const code = await readCodeFromOutbox(h, 'ada@example.com', before);
    expect(code).toMatch(/^\d{6}$/);

    const res = await post('/api/auth/email/verify', { email, code });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const body = res.json();
    expect(body).toMatchObject({
      user: { email: 'ada@example.com' },
      isGuest: false,
      credits: 0,
      subscriptionCredits: 0,
      subscription: '',
    });

    const cookie = cookieOf(res);
    expect(await session(cookie)).toMatchObject({ userId: body.userId, user: { email: 'ada@example.com' } });

    // A second login finds the same user.
    const again = await signIn(h, 'ada@example.com');
    expect((await session(again)).userId).toBe(body.userId);

    // The code is used once.
    const replay = await post('/api/auth/email/verify', { email, code });
    expect(replay.statusCode).toBe(400);

    const out = await post('/api/auth/logout', undefined, cookie);
    expect(out.json()).toEqual({ ok: true });
    expect(await session(cookie)).toEqual({ userId: null });
  });

  it('answers a wrong code with the spec text, and locks the code after 5 tries', async () => {
    const email = 'bob@example.com';
    const before = new Date().toISOString();
    await post('/api/auth/email/start', { email });
    const code = await readCodeFromOutbox(h, email, before);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/email/verify', { email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'wrong_code', message: WRONG });
    }
    const locked = await post('/api/auth/email/verify', { email, code });
    expect(locked.statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    const email = 'late@example.com';
    const before = new Date().toISOString();
    await post('/api/auth/email/start', { email });
    const code = await readCodeFromOutbox(h, email, before);
    await h.ctx.db
      .updateTable('loginCodes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const res = await post('/api/auth/email/verify', { email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(WRONG);
  });

  it('rate-limits codes per email with a Retry-After', async () => {
    const email = 'spam@example.com';
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/email/start', { email })).statusCode).toBe(200);
    const res = await post('/api/auth/email/start', { email });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error.code).toBe('rate_limited');
  });

  it('rate-limits codes per address', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/email/start',
        payload: { email: `many${i}@example.com` },
        remoteAddress: '10.9.8.7',
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it('never writes a code to the logs', async () => {
    const email = 'secret@example.com';
    const before = new Date().toISOString();
    await post('/api/auth/email/start', { email });
    const code = await readCodeFromOutbox(h, email, before);
    await post('/api/auth/email/verify', { email, code });
    expect(h.logs.join('\n')).not.toContain(code);
  });

  it('creates guests whose ids start with guest, who keep what they made when signing in by email', async () => {
    const res = await post('/api/auth/guest');
    expect(res.statusCode).toBe(200);
    const guest = res.json();
    expect(guest.userId).toMatch(/^guest/);
    expect(guest.isGuest).toBe(true);
    expect(guest.user.email).toMatch(/^guest/);
    const guestCookie = cookieOf(res);

    await h.ctx.services.credits.grant(guest.userId, 7, { reason: 'test', idempotencyKey: 'guest-gift' });

    const email = 'former-guest@example.com';
    const before = new Date().toISOString();
    await post('/api/auth/email/start', { email }, guestCookie);
    const code = await readCodeFromOutbox(h, email, before);
    const signed = await post('/api/auth/email/verify', { email, code }, guestCookie);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ isGuest: false, credits: 7, user: { email } });
    expect(signed.json().userId).not.toMatch(/^guest/);
    // The guest session is gone; the account's works.
    expect(await session(guestCookie)).toEqual({ userId: null });
    expect((await session(cookieOf(signed))).credits).toBe(7);
  });

  it('only offers Google and Microsoft sign-in when configured', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ email: true, guest: true, google: false, microsoft: false });
  });
});
