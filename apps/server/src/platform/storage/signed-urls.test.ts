import { describe, expect, it } from 'vitest';
import { BlobKeyError } from './blob-store';
import { mediaUrl, publicMediaUrl, signMediaUrl, verifyMediaSignature } from './signed-urls';

const secret = 'test-secret-that-is-long-enough';
const now = new Date('2030-01-01T00:00:00Z');
const nowSeconds = now.getTime() / 1000;
const key = 'private/users/u1/voice.mp3';

function parse(url: string) {
  const parsed = new URL(url, 'http://muse.test');
  return {
    path: parsed.pathname,
    expires: parsed.searchParams.get('expires') ?? undefined,
    sig: parsed.searchParams.get('sig') ?? undefined,
  };
}

describe('signMediaUrl', () => {
  it('builds /api/media/private/<path>?expires=<unix>&sig=<hex>', () => {
    const url = signMediaUrl(key, { secret, expiresInSeconds: 600, now });
    expect(url).toMatch(/^\/api\/media\/private\/users\/u1\/voice\.mp3\?expires=\d+&sig=[0-9a-f]{64}$/);
    expect(parse(url).expires).toBe(String(nowSeconds + 600));
  });

  it('signs only private keys, for a positive whole number of seconds', () => {
    expect(() => signMediaUrl('public/a.png', { secret, expiresInSeconds: 60, now })).toThrow(BlobKeyError);
    expect(() => signMediaUrl('private/../x', { secret, expiresInSeconds: 60, now })).toThrow(BlobKeyError);
    expect(() => signMediaUrl(key, { secret, expiresInSeconds: 0, now })).toThrow(RangeError);
    expect(() => signMediaUrl(key, { secret, expiresInSeconds: 1.5, now })).toThrow(RangeError);
    expect(() => signMediaUrl(key, { secret: '', expiresInSeconds: 60, now })).toThrow(/secret/);
  });
});

describe('mediaUrl', () => {
  it('links a public key plainly, signs a private one for an hour, and has nothing for no key', () => {
    expect(mediaUrl('public/images/a.png', secret)).toBe(publicMediaUrl('public/images/a.png'));
    const signed = parse(mediaUrl(key, secret));
    expect(signed.path).toBe(`/api/media/${key}`);
    const left = Number(signed.expires) - Math.floor(Date.now() / 1000);
    expect(left).toBeGreaterThan(3600 - 5);
    expect(left).toBeLessThanOrEqual(3600);
    expect(verifyMediaSignature(key, signed.expires, signed.sig, secret)).toBe(true);
    expect(mediaUrl(null, secret)).toBeNull();
    expect(() => mediaUrl('other/a.png', secret)).toThrow(BlobKeyError);
  });
});

describe('verifyMediaSignature', () => {
  const { expires, sig } = parse(signMediaUrl(key, { secret, expiresInSeconds: 600, now }));

  it('accepts a valid signature until it expires', () => {
    expect(verifyMediaSignature(key, expires, sig, secret, now)).toBe(true);
    expect(verifyMediaSignature(key, Number(expires), sig, secret, new Date(now.getTime() + 599_000))).toBe(
      true,
    );
  });

  it('rejects an expired signature', () => {
    expect(verifyMediaSignature(key, expires, sig, secret, new Date(now.getTime() + 600_000))).toBe(false);
    expect(verifyMediaSignature(key, expires, sig, secret, new Date(now.getTime() + 3_600_000))).toBe(false);
  });

  it('rejects a tampered key', () => {
    expect(verifyMediaSignature('private/users/u2/voice.mp3', expires, sig, secret, now)).toBe(false);
    expect(verifyMediaSignature('public/users/u1/voice.mp3', expires, sig, secret, now)).toBe(false);
    expect(verifyMediaSignature('private/users/u1/../u2/voice.mp3', expires, sig, secret, now)).toBe(false);
  });

  it('rejects a tampered expiry', () => {
    expect(verifyMediaSignature(key, String(Number(expires) + 1), sig, secret, now)).toBe(false);
    expect(verifyMediaSignature(key, `${expires}0`, sig, secret, now)).toBe(false);
    expect(verifyMediaSignature(key, `${expires}.0`, sig, secret, now)).toBe(false);
    expect(verifyMediaSignature(key, `+${expires}`, sig, secret, now)).toBe(false);
    expect(verifyMediaSignature(key, undefined, sig, secret, now)).toBe(false);
  });

  it('rejects a wrong secret', () => {
    expect(verifyMediaSignature(key, expires, sig, 'another-secret-of-some-length', now)).toBe(false);
  });

  it('rejects a tampered, truncated, upper-cased or missing signature', () => {
    const flipped = (sig!.startsWith('0') ? '1' : '0') + sig!.slice(1);
    expect(verifyMediaSignature(key, expires, flipped, secret, now)).toBe(false);
    expect(verifyMediaSignature(key, expires, sig!.slice(0, 62), secret, now)).toBe(false);
    expect(verifyMediaSignature(key, expires, sig!.toUpperCase(), secret, now)).toBe(
      sig === sig!.toUpperCase(),
    );
    expect(verifyMediaSignature(key, expires, undefined, secret, now)).toBe(false);
    expect(verifyMediaSignature(key, expires, '', secret, now)).toBe(false);
  });
});

describe('publicMediaUrl', () => {
  it('maps a public key to its URL and refuses private keys', () => {
    expect(publicMediaUrl('public/images/a.png')).toBe('/api/media/public/images/a.png');
    expect(() => publicMediaUrl('private/images/a.png')).toThrow(BlobKeyError);
  });
});
