import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The two signed tokens the store APIs want: Google's service-account assertion (RS256) and Apple's App Store
 * Server API token (ES256). Plain node:crypto, so no Google or Apple SDK is needed.
 */
export function signJwt(opts: {
  alg: 'RS256' | 'ES256';
  key: KeyObject;
  kid?: string;
  payload: Record<string, unknown>;
}): string {
  const header = { alg: opts.alg, typ: 'JWT', ...(opts.kid ? { kid: opts.kid } : {}) };
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(opts.payload))}`;
  // ES256 signatures in a JWS are r‖s (IEEE P1363), not the DER that node produces by default.
  const signature = sign('sha256', Buffer.from(input), {
    key: opts.key,
    ...(opts.alg === 'ES256' ? { dsaEncoding: 'ieee-p1363' as const } : {}),
  });
  return `${input}.${b64url(signature)}`;
}

/** The payload of a JWS, without checking its signature (the caller says why it may trust it). */
export function decodeJwsPayload(jws: string): Record<string, unknown> {
  const part = jws.split('.')[1];
  if (!part) throw new Error('not a JWS');
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a JWS');
  return value as Record<string, unknown>;
}

export function b64url(data: string | Buffer): string {
  return Buffer.from(data).toString('base64url');
}

/** A secret given as its text or as the path of a file holding it (keys are usually files). */
export function textOrFile(value: string, looksInline: (v: string) => boolean): string {
  return looksInline(value) ? value : readFileSync(value, 'utf8');
}

export function privateKeyFrom(pem: string): KeyObject {
  // Environment files often carry a PEM on one line with literal "\n".
  return createPrivateKey(pem.includes('\\n') ? pem.replaceAll('\\n', '\n') : pem);
}
