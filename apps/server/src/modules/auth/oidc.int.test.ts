import { createServer } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, signIn, startHarness, type Harness } from '../../testing/harness';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../testing/local-oidc-provider';
import { accountForIdentity } from './oidc-account';
import { sealFlow } from './oidc-flow-cookie';

const PUBLIC_URL = 'http://muse.localhost:3999';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;
const FLOW_COOKIE = 'muse_oidc_google';

describe('Google / Microsoft sign-in (OpenID Connect) against a real local provider', () => {
  let op: LocalOidcProvider;
  let h: Harness;
  beforeAll(async () => {
    op = await startLocalOidcProvider({ redirectUris: [CALLBACK] });
    h = await startHarness({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: op.clientId,
      GOOGLE_CLIENT_SECRET: op.clientSecret,
      GOOGLE_ISSUER: op.issuer,
    });
  });
  afterAll(async () => {
    await h?.close();
    await op?.close();
  });

  const get = (url: string, cookie?: string) =>
    h.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const session = async (cookie: string) => (await get('/api/session', cookie)).json();
  const flowCookieOf = (res: LightMyRequestResponse) => {
    const c = res.cookies.find((x) => x.name === FLOW_COOKIE);
    if (!c) throw new Error(`no flow cookie in reply ${res.statusCode}: ${res.body}`);
    return `${FLOW_COOKIE}=${c.value}`;
  };

  /** Muse's start route, then the provider's pages (a browser with its own cookie jar) up to the callback. */
  async function throughProvider(): Promise<{ callback: URL; flowCookie: string }> {
    const start = await get('/api/auth/google/start');
    expect(start.statusCode).toBe(302);
    const flowCookie = flowCookieOf(start);
    const jar = new Map<string, string>();
    let url = String(start.headers.location);
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const set of res.headers.getSetCookie()) {
        const [pair = ''] = set.split(';');
        const at = pair.indexOf('=');
        const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)];
        if (value) jar.set(name, value);
        else jar.delete(name);
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
      const next = new URL(location, url);
      if (next.href.startsWith(CALLBACK)) return { callback: next, flowCookie };
      url = next.href;
    }
    throw new Error('the provider never redirected back');
  }

  /** The whole sign-in, as a browser does it; `cookie` is Muse's session cookie, if any. */
  async function signInWithProvider(cookie?: string) {
    const { callback, flowCookie } = await throughProvider();
    const res = await get(
      callback.pathname + callback.search,
      [flowCookie, cookie].filter(Boolean).join('; '),
    );
    return { res, callback, flowCookie };
  }

  it('offers Google only because it is configured', async () => {
    const res = await get('/api/auth/providers');
    expect(res.json()).toEqual({ email: true, guest: true, google: true, microsoft: false });
  });

  it('answers an unconfigured or unknown provider with a 404 JSON error', async () => {
    for (const url of [
      '/api/auth/microsoft/start',
      '/api/auth/microsoft/callback?code=x&state=y',
      '/api/auth/github/start',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('starts with a redirect carrying PKCE S256, state and nonce, kept in a signed short-lived cookie', async () => {
    const res = await get('/api/auth/google/start');
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(op.issuer);
    const q = location.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(op.clientId);
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(setCookie).toContain('Path=/api/auth/google/callback');
    // Two starts never share their secrets.
    const again = new URL(String((await get('/api/auth/google/start')).headers.location)).searchParams;
    expect(again.get('state')).not.toBe(q.get('state'));
    expect(again.get('code_challenge')).not.toBe(q.get('code_challenge'));
  });

  it('signs in, creating the account with the provider’s verified email; the next login finds it by identity', async () => {
    op.nextLogin = { sub: 'google-ada', email: 'Ada.Lovelace@Example.com', emailVerified: true };
    const { res, flowCookie } = await signInWithProvider();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/muse_session=.+HttpOnly/i);
    expect(setCookie).toContain(`${FLOW_COOKIE}=;`); // the flow cookie is spent
    const me = await session(cookieOf(res));
    expect(me).toMatchObject({ user: { email: 'ada.lovelace@example.com' }, isGuest: false });
    const identity = await h.ctx.services.users.findIdentity('google', 'google-ada');
    expect(identity?.userId).toBe(me.userId);

    // The provider's email changed since: the identity still finds the same account.
    op.nextLogin = { sub: 'google-ada', email: 'ada@newmail.example', emailVerified: true };
    const second = await signInWithProvider();
    expect(second.res.headers.location).toBe('/');
    expect((await session(cookieOf(second.res))).userId).toBe(me.userId);

    // A spent flow cookie and code cannot be replayed.
    const replay = await get(second.callback.pathname + second.callback.search, second.flowCookie);
    expect(replay.headers.location).toBe('/?signInError=failed');
    expect(flowCookie).not.toBe(second.flowCookie);
  });

  it('links the identity to the existing account of the same verified email', async () => {
    const emailCookie = await signIn(h, 'grace@example.com');
    const account = (await session(emailCookie)).userId;
    op.nextLogin = { sub: 'google-grace', email: 'grace@example.com', emailVerified: true };
    const { res } = await signInWithProvider();
    expect(res.headers.location).toBe('/');
    expect((await session(cookieOf(res))).userId).toBe(account);
    expect((await h.ctx.services.users.findIdentity('google', 'google-grace'))?.userId).toBe(account);
  });

  it('gives two simultaneous first sign-ins of one identity the same account', async () => {
    const identity = { subject: 'google-twice', verifiedEmail: 'twice@example.com' };
    const [a, b] = await Promise.all([
      accountForIdentity(h.ctx.services.users, 'google', identity),
      accountForIdentity(h.ctx.services.users, 'google', identity),
    ]);
    expect(a?.id).toBeTruthy();
    expect(b?.id).toBe(a?.id);
  });

  it('refuses an unverified email for a new identity, and creates no account', async () => {
    op.nextLogin = { sub: 'google-mallory', email: 'grace@example.com', emailVerified: false };
    const { res } = await signInWithProvider();
    expect(res.headers.location).toBe('/?signInError=email_unverified');
    expect(res.cookies.find((c) => c.name === 'muse_session')).toBeUndefined();
    expect(await h.ctx.services.users.findIdentity('google', 'google-mallory')).toBeUndefined();
  });

  it('lets a guest keep what it made', async () => {
    const guestRes = await h.app.inject({ method: 'POST', url: '/api/auth/guest' });
    const guest = guestRes.json();
    const guestCookie = cookieOf(guestRes);
    await h.ctx.services.credits.grant(guest.userId, 9, { reason: 'test', idempotencyKey: 'oidc-guest' });

    op.nextLogin = { sub: 'google-guest', email: 'former.guest@example.com', emailVerified: true };
    const { res } = await signInWithProvider(guestCookie);
    expect(res.headers.location).toBe('/');
    const me = await session(cookieOf(res));
    expect(me).toMatchObject({ isGuest: false, credits: 9, user: { email: 'former.guest@example.com' } });
    expect(me.userId).not.toBe(guest.userId);
    expect(await session(guestCookie)).toEqual({ userId: null });
  });

  it('redirects with signInError when the state was tampered with, or the cookie is bad or gone', async () => {
    op.nextLogin = { sub: 'google-eve', email: 'eve@example.com', emailVerified: true };
    const { callback, flowCookie } = await throughProvider();
    const path = callback.pathname;

    const tamperedState = new URLSearchParams(callback.search);
    tamperedState.set('state', `${tamperedState.get('state')}x`);
    const a = await get(`${path}?${tamperedState}`, flowCookie);
    expect(a.statusCode).toBe(302);
    expect(a.headers.location).toBe('/?signInError=invalid_state');
    expect(a.cookies.find((c) => c.name === 'muse_session')).toBeUndefined();

    const b = await get(path + callback.search, `${flowCookie.slice(0, -2)}xx`);
    expect(b.headers.location).toBe('/?signInError=invalid_state');

    const c = await get(path + callback.search);
    expect(c.headers.location).toBe('/?signInError=expired');

    const stale = sealFlow(
      { provider: 'google', state: 's', nonce: 'n', codeVerifier: 'v'.repeat(43) },
      h.ctx.config.sessionSecret,
      Date.now() - 11 * 60 * 1000,
    );
    const d = await get(`${path}?code=abc&state=s`, `${FLOW_COOKIE}=${stale}`);
    expect(d.headers.location).toBe('/?signInError=expired');
    expect(await h.ctx.services.users.findIdentity('google', 'google-eve')).toBeUndefined();
  });

  it('redirects with signInError=cancelled when the user says no at the provider', async () => {
    op.nextLogin = 'deny';
    const { res, callback } = await signInWithProvider();
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?signInError=cancelled');
  });

  it('never writes the authorization code or the flow cookie to the logs', async () => {
    op.nextLogin = { sub: 'google-logs', email: 'logs@example.com', emailVerified: true };
    const { res, callback, flowCookie } = await signInWithProvider();
    expect(res.headers.location).toBe('/');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    const logs = h.logs.join('\n');
    expect(logs).toContain('/api/auth/google/callback');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(flowCookie.split('=')[1]);
  });
});

describe('a configured provider that cannot be reached', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: `http://127.0.0.1:${await closedPort()}`,
    });
  });
  afterAll(async () => h?.close());

  it('sends the browser back with signInError=unavailable instead of an error page', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?signInError=unavailable');
    expect(h.logs.join('\n')).toContain('provider sign-in failed');
  });
});

/** A loopback port nobody listens on: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
