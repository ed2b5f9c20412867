import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, sessionTokenOf } from './session-cookie';

const HTTPS = { 'x-forwarded-proto': 'https' };

const guest = (h: Harness, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: '/api/auth/guest', payload: {}, headers });
const sessionUser = async (h: Harness, cookie: string, headers: Record<string, string> = {}) =>
  (await h.app.inject({ url: '/api/session', headers: { ...headers, cookie } })).json<{
    userId: string | null;
  }>().userId;
const setCookies = (res: LightMyRequestResponse) => [res.headers['set-cookie'] ?? []].flat().map(String);

describe('session cookie over plain http (TRUST_PROXY off)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('is muse_session without Secure', async () => {
    const res = await guest(h);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.secure).toBeUndefined();
    expect(res.cookies.find((c) => c.name === SECURE_SESSION_COOKIE)).toBeUndefined();
    expect(await sessionUser(h, `${SESSION_COOKIE}=${cookie!.value}`)).toMatch(/^guest/);
  });

  it('ignores X-Forwarded-Proto from a proxy it does not trust', async () => {
    const res = await guest(h, HTTPS);
    expect(res.cookies.map((c) => c.name)).toEqual([SESSION_COOKIE]);
    expect(res.cookies[0]!.secure).toBeUndefined();
    // …and keeps reading the plain name on such a request.
    expect(await sessionUser(h, `${SESSION_COOKIE}=${res.cookies[0]!.value}`, HTTPS)).toMatch(/^guest/);
  });
});

describe('session cookie over https behind a trusted proxy (TRUST_PROXY=1)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ TRUST_PROXY: '1' });
  });
  afterAll(async () => h?.close());

  it('is __Host-muse_session; Secure; Path=/ without a Domain, and signs in the next https request', async () => {
    const res = await guest(h, HTTPS);
    const [header] = setCookies(res).filter((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`));
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).not.toMatch(/Domain=/i);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    const token = res.cookies.find((c) => c.name === SECURE_SESSION_COOKIE)!.value;
    expect(await sessionUser(h, `${SECURE_SESSION_COOKIE}=${token}`, HTTPS)).toMatch(/^guest/);
    // Each scheme reads only its own name: a plain cookie never signs in over https, nor __Host- over http.
    expect(await sessionUser(h, `${SESSION_COOKIE}=${token}`, HTTPS)).toBeNull();
    expect(await sessionUser(h, `${SECURE_SESSION_COOKIE}=${token}`)).toBeNull();
  });

  it('still uses the plain name when the proxy says http', async () => {
    const res = await guest(h, { 'x-forwarded-proto': 'http' });
    expect(res.cookies.map((c) => c.name)).toEqual([SESSION_COOKIE]);
    expect(res.cookies[0]!.secure).toBeUndefined();
  });

  it('signs out by clearing the __Host- cookie', async () => {
    const token = (await guest(h, HTTPS)).cookies.find((c) => c.name === SECURE_SESSION_COOKIE)!.value;
    const out = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { ...HTTPS, cookie: `${SECURE_SESSION_COOKIE}=${token}` },
    });
    expect(out.statusCode).toBe(200);
    const cleared = setCookies(out).find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=;`));
    expect(cleared).toMatch(/; Secure/);
    expect(await sessionUser(h, `${SECURE_SESSION_COOKIE}=${token}`, HTTPS)).toBeNull();
  });

  it('makes the other cookies Secure over https too (referral landing)', async () => {
    const sharer = await h.ctx.services.users.findOrCreateByEmail('sharer@example.com');
    const landed = (headers: Record<string, string>) =>
      h.app.inject({
        method: 'POST',
        url: '/api/user/referral/landed',
        payload: { ref: sharer.id },
        headers,
      });
    const overHttps = await landed(HTTPS);
    expect(overHttps.json()).toEqual({ remembered: true });
    expect(overHttps.cookies[0]?.secure).toBe(true);
    const overHttp = await landed({});
    expect(overHttp.cookies[0]?.secure).toBeUndefined();
  });
});

describe('PUBLIC_URL on https', () => {
  it('makes the session cookie __Host- and Secure even when the proxy is not trusted', async () => {
    const h = await startHarness({ PUBLIC_URL: 'https://muse.example.com' });
    try {
      const res = await guest(h);
      const cookie = res.cookies.find((c) => c.name === SECURE_SESSION_COOKIE);
      expect(cookie?.secure).toBe(true);
      expect(await sessionUser(h, `${SECURE_SESSION_COOKIE}=${cookie!.value}`)).toMatch(/^guest/);
    } finally {
      await h.close();
    }
  });
});

describe('the realtime socket’s cookie', () => {
  it('takes the __Host- cookie when present, else the plain one', () => {
    expect(sessionTokenOf(`a=1; ${SESSION_COOKIE}=plain; ${SECURE_SESSION_COOKIE}=secure`)).toBe('secure');
    expect(sessionTokenOf(`${SESSION_COOKIE}=plain%3D`)).toBe('plain=');
    expect(sessionTokenOf('other=1')).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
  });
});
