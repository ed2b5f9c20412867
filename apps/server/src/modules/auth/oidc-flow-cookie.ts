import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OidcProvider } from '@muse/contracts';
import type { FastifyReply } from 'fastify';

/** How long a browser has to come back from the provider. */
export const OIDC_FLOW_TTL_SECONDS = 600;

/** What one sign-in at a provider must come back with: kept in the browser, signed, for 10 minutes. */
export interface OidcFlow {
  provider: OidcProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export type OpenedFlow =
  { ok: true; flow: OidcFlow } | { ok: false; reason: 'missing' | 'tampered' | 'expired' };

/** One cookie per provider, so starting Google in one tab does not break Microsoft in another. */
export const flowCookieName = (provider: OidcProvider) => `muse_oidc_${provider}`;
/** Sent only to that provider's callback. */
const cookiePath = (provider: OidcProvider) => `/api/auth/${provider}/callback`;

/** `<payload>.<hmac>`; the key is derived from the session secret so it signs nothing else. */
export function sealFlow(flow: OidcFlow, secret: string, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ ...flow, exp: Math.floor(now / 1000) + OIDC_FLOW_TTL_SECONDS }),
  ).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

export function openFlow(value: string | undefined, secret: string, now = Date.now()): OpenedFlow {
  if (!value) return { ok: false, reason: 'missing' };
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'tampered' };
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'tampered' };
  }
  const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OidcFlow & { exp: number };
  if (typeof data.exp !== 'number' || data.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  const { provider, state, nonce, codeVerifier } = data;
  return { ok: true, flow: { provider, state, nonce, codeVerifier } };
}

export function setFlowCookie(reply: FastifyReply, flow: OidcFlow, secret: string, secure: boolean): void {
  void reply.setCookie(flowCookieName(flow.provider), sealFlow(flow, secret), {
    httpOnly: true,
    sameSite: 'lax', // the provider's redirect back is a top-level GET: Lax cookies go with it
    secure,
    path: cookiePath(flow.provider),
    maxAge: OIDC_FLOW_TTL_SECONDS,
  });
}

export function clearFlowCookie(reply: FastifyReply, provider: OidcProvider, secure: boolean): void {
  void reply.clearCookie(flowCookieName(provider), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: cookiePath(provider),
  });
}

function mac(payload: string, secret: string): string {
  const key = createHmac('sha256', secret).update('muse/oidc-flow').digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}
