import type { OidcProvider, SignInErrorCode } from '@muse/contracts';
import * as client from 'openid-client';
import type { OidcFlow } from './oidc-flow-cookie';
import type { OidcProviderDef } from './oidc-providers';

/** Who the provider says signed in. */
export interface OidcIdentity {
  subject: string;
  /** set only when the provider vouches for it (see oidc-claims.ts) */
  verifiedEmail: string | null;
}

export interface OidcClientOptions {
  /** tests answer the provider's HTTP requests themselves */
  fetch?: client.CustomFetch;
  /** seconds for one request to the provider */
  timeoutSeconds?: number;
}

/** Provider metadata rarely changes; re-read it daily so a long-running server follows key or URL moves. */
const DISCOVERY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * OpenID Connect sign-in with openid-client: discovery on first use (cached), then the authorization code
 * flow with PKCE (S256), state and nonce. openid-client validates the ID token's iss, aud, exp, iat and
 * nonce; it comes straight from the token endpoint over TLS, so its signature needs no separate check.
 *
 * Microsoft multi-tenant (`common`, `organizations`): the discovered issuer is the template
 * `https://login.microsoftonline.com/{tenantid}/v2.0`. openid-client recognises discovery at
 * login.microsoftonline.com and then expects `iss` to be that template with the token's own `tid` filled
 * in, so each token must name the tenant that issued it. `consumers` discovers one fixed tenant's issuer.
 */
export class OidcClients {
  private readonly configs = new Map<OidcProvider, { at: number; config: Promise<client.Configuration> }>();

  constructor(
    private readonly providers: ReadonlyMap<OidcProvider, OidcProviderDef>,
    private readonly publicUrl: string,
    private readonly opts: OidcClientOptions = {},
  ) {}

  /** The configured provider of that name, or undefined (also for names that are no provider at all). */
  provider(name: string): OidcProviderDef | undefined {
    return this.providers.get(name as OidcProvider);
  }

  redirectUri(provider: OidcProvider): string {
    return `${this.publicUrl}/api/auth/${provider}/callback`;
  }

  /** The provider's authorization URL and the secrets the callback must match. */
  async start(def: OidcProviderDef): Promise<{ url: URL; flow: OidcFlow }> {
    const config = await this.configuration(def);
    const flow: OidcFlow = {
      provider: def.id,
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(def.id),
      scope: def.scope,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, flow };
  }

  /**
   * Checks the authorization response (state, `iss` when sent), redeems the code with the PKCE verifier and
   * validates the ID token (nonce included). `callbackUrl` is the redirect URI plus the response's query.
   */
  async finish(def: OidcProviderDef, callbackUrl: URL, flow: OidcFlow): Promise<OidcIdentity> {
    const config = await this.configuration(def);
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new client.ClientError('no ID token in the token response');
    return { subject: claims.sub, verifiedEmail: def.verifiedEmail(claims) };
  }

  /** Lazy discovery, shared by concurrent callers; a failure is not cached, so the next sign-in retries. */
  private configuration(def: OidcProviderDef): Promise<client.Configuration> {
    const cached = this.configs.get(def.id);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const config = client.discovery(def.issuer, def.clientId, def.clientSecret, undefined, {
      // Plain HTTP is allowed for loopback issuers only; config.ts refuses any other http:// issuer.
      execute: def.issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      timeout: this.opts.timeoutSeconds ?? 10,
      ...(this.opts.fetch ? { [client.customFetch]: this.opts.fetch } : {}),
    });
    this.configs.set(def.id, { at: Date.now(), config });
    config.catch(() => {
      if (this.configs.get(def.id)?.config === config) this.configs.delete(def.id);
    });
    return config;
  }
}

/** Which `signInError` a failure of discovery or of the code exchange is shown as. */
export function signInErrorOf(err: unknown): SignInErrorCode {
  // fetch() itself failed: DNS, refused connection, TLS.
  if (err instanceof TypeError) return 'unavailable';
  if (err instanceof client.AuthorizationResponseError) {
    return err.error === 'access_denied' ? 'cancelled' : 'failed';
  }
  if (err instanceof client.ResponseBodyError) return err.status >= 500 ? 'unavailable' : 'failed';
  if (err instanceof client.ClientError) {
    switch (err.code) {
      case 'OAUTH_TIMEOUT':
      case 'OAUTH_ABORT':
      case 'OAUTH_RESPONSE_IS_NOT_CONFORM':
      case 'OAUTH_RESPONSE_IS_NOT_JSON':
        return 'unavailable';
      case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
      case 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED':
        return 'invalid_state';
    }
  }
  return 'failed';
}

/** A failure as it may be logged: names and codes only, never the response body, tokens or claims. */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const out: Record<string, unknown> = { name: err.name, message: err.message };
  if ('code' in err && typeof err.code === 'string') out.code = err.code;
  if (err instanceof client.ResponseBodyError || err instanceof client.AuthorizationResponseError) {
    out.oauthError = err.error;
  }
  if (err instanceof client.ResponseBodyError) out.status = err.status;
  return out;
}
