import { generateKeyPairSync, sign } from 'node:crypto';
import type { CustomFetch } from 'openid-client';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../platform/config/config';
import { OidcClients, signInErrorOf } from './oidc';
import { MICROSOFT_CONSUMERS_TENANT_ID, googleEmail, microsoftEmail } from './oidc-claims';
import { openFlow, sealFlow } from './oidc-flow-cookie';
import { oidcProvidersFrom } from './oidc-providers';

const CLIENT_ID = 'muse-app-id';
const TENANT_A = '11111111-aaaa-4aaa-8aaa-111111111111';
const TENANT_B = '22222222-bbbb-4bbb-8bbb-222222222222';
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

function jwt(claims: Record<string, unknown>): string {
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'k1' })}.${b64(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * login.microsoftonline.com as it answers: the multi-tenant discovery documents name the `{tenantid}`
 * template as issuer, `consumers` names the personal-accounts tenant, a tenant id names itself.
 * The token endpoint returns an ID token with the claims the test chooses.
 */
function entra(idToken: (nonce: string) => Record<string, unknown>) {
  const requests: { url: string; body: URLSearchParams | null }[] = [];
  const fetch: CustomFetch = async (url, options) => {
    requests.push({ url, body: options.body instanceof URLSearchParams ? options.body : null });
    const m = url.match(
      /^https:\/\/login\.microsoftonline\.com\/([^/]+)\/v2\.0\/\.well-known\/openid-configuration$/,
    );
    if (m) {
      const tenant = m[1]!;
      const issuerTenant =
        tenant === 'common' || tenant === 'organizations'
          ? '{tenantid}'
          : tenant === 'consumers'
            ? MICROSOFT_CONSUMERS_TENANT_ID
            : tenant;
      const base = `https://login.microsoftonline.com/${tenant}`;
      return json({
        issuer: `https://login.microsoftonline.com/${issuerTenant}/v2.0`,
        authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
        token_endpoint: `${base}/oauth2/v2.0/token`,
        jwks_uri: `${base}/discovery/v2.0/keys`,
        response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
        subject_types_supported: ['pairwise'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: [
          'client_secret_post',
          'private_key_jwt',
          'client_secret_basic',
        ],
        scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      });
    }
    if (url.endsWith('/oauth2/v2.0/token')) {
      return json({
        token_type: 'Bearer',
        access_token: 'at',
        expires_in: 3600,
        id_token: jwt(idToken(nonce)),
      });
    }
    return new Response('not found', { status: 404 });
  };
  let nonce = '';
  return { fetch, requests, setNonce: (n: string) => (nonce = n) };
}

function microsoft(tenant: string, idToken: (nonce: string) => Record<string, unknown>) {
  const config = {
    MICROSOFT_CLIENT_ID: CLIENT_ID,
    MICROSOFT_CLIENT_SECRET: 'shh',
    MICROSOFT_TENANT: tenant,
  } as Config;
  const server = entra(idToken);
  const clients = new OidcClients(oidcProvidersFrom(config), 'https://muse.example', { fetch: server.fetch });
  const def = clients.provider('microsoft')!;
  return {
    server,
    async signIn() {
      const { url, flow } = await clients.start(def);
      server.setNonce(flow.nonce);
      const callback = new URL(`${clients.redirectUri('microsoft')}?code=the-code&state=${flow.state}`);
      return { url, identity: await clients.finish(def, callback, flow) };
    },
  };
}

const now = () => Math.floor(Date.now() / 1000);
const claimsFor =
  (tid: string, extra: Record<string, unknown> = {}) =>
  (nonce: string) => ({
    iss: `https://login.microsoftonline.com/${tid}/v2.0`,
    aud: CLIENT_ID,
    sub: `sub-in-${tid}`,
    tid,
    iat: now(),
    exp: now() + 3600,
    nonce,
    email: 'Someone@Contoso.example',
    ...extra,
  });

describe('Microsoft sign-in issuers', () => {
  it('multi-tenant (common): accepts each token whose iss is its own tid’s issuer', async () => {
    for (const tid of [TENANT_A, TENANT_B]) {
      const ms = microsoft('common', claimsFor(tid));
      const { url, identity } = await ms.signIn();
      expect(url.origin + url.pathname).toBe(
        'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      );
      expect(identity.subject).toBe(`sub-in-${tid}`);
      // The code went to the token endpoint with the PKCE verifier and the redirect URI of the start.
      const token = ms.server.requests.find((r) => r.url.endsWith('/token'))!.body!;
      expect(token.get('code_verifier')).toMatch(/^[\w-]{43,}$/);
      expect(token.get('redirect_uri')).toBe('https://muse.example/api/auth/microsoft/callback');
    }
  });

  it('multi-tenant: refuses a token whose iss names another tenant than its tid', async () => {
    const forged = (nonce: string) => ({
      ...claimsFor(TENANT_A)(nonce),
      iss: `https://login.microsoftonline.com/${TENANT_B}/v2.0`,
    });
    const err = await microsoft('organizations', forged)
      .signIn()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(signInErrorOf(err)).toBe('invalid_state');
  });

  it('a single tenant accepts only its own issuer', async () => {
    expect((await microsoft(TENANT_A, claimsFor(TENANT_A)).signIn()).identity.subject).toBe(
      `sub-in-${TENANT_A}`,
    );
    await expect(microsoft(TENANT_A, claimsFor(TENANT_B)).signIn()).rejects.toThrow();
  });

  it('trusts the email only when something vouches for it', async () => {
    const email = async (tenant: string, tid: string, extra?: Record<string, unknown>) =>
      (await microsoft(tenant, claimsFor(tid, extra)).signIn()).identity.verifiedEmail;
    // Multi-tenant work account: the mutable directory email alone is not enough (nOAuth).
    expect(await email('common', TENANT_A)).toBeNull();
    expect(await email('common', TENANT_A, { xms_edov: true })).toBe('someone@contoso.example');
    expect(await email('common', TENANT_A, { xms_edov: false })).toBeNull();
    // Personal Microsoft accounts own their email.
    expect(await email('consumers', MICROSOFT_CONSUMERS_TENANT_ID)).toBe('someone@contoso.example');
    // preferred_username is never used.
    expect(
      await email('common', TENANT_A, { email: undefined, preferred_username: 'someone@contoso.example' }),
    ).toBeNull();
    // A self-hoster's own tenant is trusted.
    expect(await email(TENANT_A, TENANT_A)).toBe('someone@contoso.example');
  });
});

describe('provider email rules', () => {
  it('Google needs email_verified: true', () => {
    expect(googleEmail({ email: 'A@B.example', email_verified: true })).toBe('a@b.example');
    expect(googleEmail({ email: 'a@b.example', email_verified: false })).toBeNull();
    expect(googleEmail({ email: 'a@b.example', email_verified: 'true' })).toBeNull();
    expect(googleEmail({ email_verified: true })).toBeNull();
    expect(googleEmail({ email: 'not an email', email_verified: true })).toBeNull();
  });

  it('Microsoft: an explicit email_verified: false always wins', () => {
    expect(
      microsoftEmail({ email: 'a@b.example', email_verified: false }, { trustDirectory: true }),
    ).toBeNull();
    expect(microsoftEmail({ email: 'a@b.example', email_verified: true }, { trustDirectory: false })).toBe(
      'a@b.example',
    );
    expect(microsoftEmail({ email: 'a@b.example', xms_edov: '1' }, { trustDirectory: false })).toBe(
      'a@b.example',
    );
  });
});

describe('the sign-in flow cookie', () => {
  const flow = { provider: 'google' as const, state: 'st', nonce: 'no', codeVerifier: 'cv' };
  const secret = 'x'.repeat(32);

  it('opens what it sealed, for 10 minutes', () => {
    const sealed = sealFlow(flow, secret, 1_000_000);
    expect(openFlow(sealed, secret, 1_000_000 + 599_000)).toEqual({ ok: true, flow });
    expect(openFlow(sealed, secret, 1_000_000 + 601_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses anything not signed with this secret', () => {
    const sealed = sealFlow(flow, secret);
    const [payload, mac] = sealed.split('.');
    const forged = Buffer.from(JSON.stringify({ ...flow, state: 'other', exp: 9e9 })).toString('base64url');
    for (const bad of [`${forged}.${mac}`, `${payload}.${mac}x`, `${payload}`, `${sealed}.x`]) {
      expect(openFlow(bad, secret)).toEqual({ ok: false, reason: 'tampered' });
    }
    expect(openFlow(sealed, 'y'.repeat(32))).toEqual({ ok: false, reason: 'tampered' });
    expect(openFlow(undefined, secret)).toEqual({ ok: false, reason: 'missing' });
  });
});
