import { createHmac, timingSafeEqual } from 'node:crypto';
import { BlobKeyError, keyProblem, visibilityOf } from './blob-store';

/**
 * Media URLs. Public blobs have a plain, cacheable URL; private blobs are reachable only through a URL
 * signed with HMAC-SHA256 over the key and its expiry, checked by the private media route.
 */
export const MEDIA_URL_PREFIX = '/api/media/';

/** The URL of a public blob: publicMediaUrl('public/images/a.png') → '/api/media/public/images/a.png'. */
export function publicMediaUrl(key: string): string {
  if (visibilityOf(key) !== 'public') throw new BlobKeyError(key, 'a public URL needs a public/ key');
  // Key characters are all URL-safe, so the key is its own path.
  return MEDIA_URL_PREFIX + key;
}

export interface SignOptions {
  secret: string;
  expiresInSeconds: number;
  now?: Date;
}

/** signMediaUrl('private/a/b.png', …) → '/api/media/private/a/b.png?expires=<unix>&sig=<hex>'. */
export function signMediaUrl(
  key: string,
  { secret, expiresInSeconds, now = new Date() }: SignOptions,
): string {
  if (visibilityOf(key) !== 'private') throw new BlobKeyError(key, 'only private/ keys get signed URLs');
  if (!Number.isSafeInteger(expiresInSeconds) || expiresInSeconds <= 0) {
    throw new RangeError(`expiresInSeconds must be a positive integer, got ${expiresInSeconds}`);
  }
  const expires = unixSeconds(now) + expiresInSeconds;
  return `${MEDIA_URL_PREFIX}${key}?expires=${expires}&sig=${signature(key, expires, secret)}`;
}

/** Private media links live this long; the client asks again after that. */
export const PRIVATE_URL_SECONDS = 60 * 60;

/**
 * The one rule for a stored blob's URL in a reply: a public key's plain URL, a private key's signed URL that
 * expires after PRIVATE_URL_SECONDS; no key, no URL.
 */
export function mediaUrl(key: string, secret: string): string;
export function mediaUrl(key: string | null, secret: string): string | null;
export function mediaUrl(key: string | null, secret: string): string | null {
  if (!key) return null;
  return key.startsWith('private/')
    ? signMediaUrl(key, { secret, expiresInSeconds: PRIVATE_URL_SECONDS })
    : publicMediaUrl(key);
}

/** True only for an untampered signature of this key that has not expired at `now`. */
export function verifyMediaSignature(
  key: string,
  expires: string | number | undefined,
  sig: string | undefined,
  secret: string,
  now: Date = new Date(),
): boolean {
  if (keyProblem(key) || typeof sig !== 'string' || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expiresAt =
    typeof expires === 'number' ? expires : /^\d{1,15}$/.test(expires ?? '') ? Number(expires) : NaN;
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= unixSeconds(now)) return false;
  const expected = Buffer.from(signature(key, expiresAt, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

/** Seconds a signed URL still has at `now`; 0 once expired. */
export function secondsLeft(expires: number, now: Date = new Date()): number {
  return Math.max(0, expires - unixSeconds(now));
}

function signature(key: string, expires: number, secret: string): string {
  if (!secret) throw new Error('The media signing secret is empty');
  // Keys never contain a newline, so key and expiry cannot be shifted into each other; the prefix keeps
  // these signatures apart from anything else signed with the same secret.
  return createHmac('sha256', secret).update(`muse-media-v1\n${key}\n${expires}`).digest('hex');
}

function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
