import { LOGIN_CODES_PER_EMAIL_ALL_ADDRESSES, LOGIN_CODES_PER_EMAIL_AND_ADDRESS } from '@muse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCodeFromOutbox, startHarness, type Harness } from '../../testing/harness';

/**
 * Sign-in codes: wrong codes are counted per (email, client address) across codes, with backoff; code
 * requests are limited per (email, address) too. A stranger can neither guess much nor lock the owner out.
 */
describe('sign-in guard', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => h?.close());

  const start = (email: string, remoteAddress: string) =>
    h.app.inject({ method: 'POST', url: '/api/auth/email/start', payload: { email }, remoteAddress });
  const verify = (email: string, code: string, remoteAddress: string) =>
    h.app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { email, code }, remoteAddress });
  /** The owner asks for a code from `address` and reads it from their mail. */
  const codeFor = async (email: string, address: string) => {
    const before = new Date().toISOString();
    expect((await start(email, address)).statusCode).toBe(200);
    return readCodeFromOutbox(h, email, before);
  };
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it("backs a stranger's address off after 5 wrong codes; the owner still signs in from theirs", async () => {
    const email = 'victim-one@example.com';
    const code = await codeFor(email, '198.51.100.7');
    for (let i = 0; i < 5; i++) {
      const res = await verify(email, otherThan(code), '203.0.113.9');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('wrong_code');
    }
    const sixth = await verify(email, code, '203.0.113.9');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(sixth.json().error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many wrong codes for this email. Try again in 1 minute, please.',
    });

    const owner = await verify(email, code, '198.51.100.7');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().user.email).toBe(email);
  });

  it('counts an IPv6 client by its /64, so rotating addresses does not reset the count', async () => {
    const email = 'victim-six@example.com';
    const code = await codeFor(email, '198.51.100.8');
    for (let i = 1; i <= 5; i++) {
      expect((await verify(email, otherThan(code), `2001:db8:7:8::${i}`)).statusCode).toBe(400);
    }
    const next = await verify(email, otherThan(code), '2001:db8:7:8:aaaa:bbbb:cccc:dddd');
    expect(next.statusCode).toBe(429);
    expect(next.json().error.message).toMatch(/^Too many wrong codes for this email/);
    expect((await verify(email, code, '198.51.100.8')).statusCode).toBe(200);
  });

  it('gives one address at most 10 guesses an hour, codes of its own included (time simulated)', async () => {
    const email = 'victim-two@example.com';
    const attacker = '203.0.113.50';
    // The attacker asks for codes itself (a code may always be tried by the address that asked for it).
    const before = new Date().toISOString();
    expect((await start(email, attacker)).statusCode).toBe(200);
    const mailed = await readCodeFromOutbox(h, email, before);
    let elapsed = 0;
    let guesses = 0;
    for (let i = 0; i < 100 && elapsed < 3600; i++) {
      const res = await verify(email, otherThan(mailed), attacker);
      if (res.statusCode === 400) {
        guesses += 1;
        continue;
      }
      expect(res.statusCode, res.body).toBe(429);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      elapsed += wait;
      // Travel: the wait is over.
      await h.ctx.db
        .updateTable('signInFailures')
        .set({ nextTryAt: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', email)
        .where('address', '=', attacker)
        .execute();
    }
    expect(elapsed).toBeGreaterThanOrEqual(3600);
    expect(guesses).toBeLessThanOrEqual(10);
    expect(guesses).toBeGreaterThanOrEqual(5);
  });

  it("a stranger's code requests neither use up the owner's quota nor void the owner's code", async () => {
    const email = 'victim-three@example.com';
    const code = await codeFor(email, '198.51.100.20');
    for (let i = 0; i < LOGIN_CODES_PER_EMAIL_AND_ADDRESS; i++) {
      expect((await start(email, '203.0.113.77')).statusCode).toBe(200);
    }
    const refused = await start(email, '203.0.113.77');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/^Too many sign-in codes for this email/);

    // The owner still gets a code, and the first one still works although newer codes were sent since.
    expect((await start(email, '198.51.100.20')).statusCode).toBe(200);
    expect((await verify(email, code, '198.51.100.20')).statusCode).toBe(200);
  });

  it('stops sending codes to one email from all addresses together at a generous safety net', async () => {
    const email = 'victim-four@example.com';
    let sent = 0;
    for (let a = 1; sent < LOGIN_CODES_PER_EMAIL_ALL_ADDRESSES; a++) {
      for (
        let i = 0;
        i < LOGIN_CODES_PER_EMAIL_AND_ADDRESS && sent < LOGIN_CODES_PER_EMAIL_ALL_ADDRESSES;
        i++
      ) {
        expect((await start(email, `192.0.2.${a}`)).statusCode).toBe(200);
        sent += 1;
      }
    }
    const res = await start(email, '192.0.2.200');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks a code against strangers after 5 wrong tries but not against the address that asked for it', async () => {
    const email = 'victim-five@example.com';
    const code = await codeFor(email, '198.51.100.30');
    for (let a = 1; a <= 5; a++) {
      expect((await verify(email, otherThan(code), `203.0.113.${100 + a}`)).statusCode).toBe(400);
    }
    // A sixth stranger (fresh address, no backoff) finds the code closed to it, even with the right code.
    const sixth = await verify(email, code, '203.0.113.106');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe('Too many tries for this code. Ask for a new code, please.');
    expect((await verify(email, code, '198.51.100.30')).statusCode).toBe(200);
  });

  it('stores no code in clear: only its HMAC', async () => {
    const email = 'victim-seven@example.com';
    const code = await codeFor(email, '198.51.100.40');
    const rows = await h.ctx.db.selectFrom('loginCodes').selectAll().where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
