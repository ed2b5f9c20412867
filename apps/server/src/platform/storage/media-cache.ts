/**
 * How long browsers and CDNs may keep a public blob. Most public media can later become private or be
 * deleted (images, music, gift cards): a year-long cache would keep serving them everywhere after that, and
 * a new key on publication cannot take back a copy already cached under the old URL. So they get a short
 * cache with must-revalidate (a minute at most, then a cheap ETag check that answers 404 once they are gone).
 * Only keys whose content never changes and that are never taken back keep the year-long cache.
 */
export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=60, must-revalidate';

/**
 * Public folders that are content-addressed or versioned and hold nothing a user can take back:
 * speech (named by the hash of voice and text), office portraits and gift-card designs (named with a
 * version bumped when their look changes), the song creator's previews (named by a hash of their request).
 */
export const IMMUTABLE_PUBLIC_PREFIXES: readonly string[] = [
  'public/speech/',
  'public/avatars/',
  'public/gifts/designs/',
  // the song creator's previews, named by a hash of what the engine was asked and the engine's version
  'public/music-previews/',
];

/** The Cache-Control of a public blob. */
export function publicCacheControl(
  key: string,
  immutablePrefixes: readonly string[] = IMMUTABLE_PUBLIC_PREFIXES,
): string {
  return immutablePrefixes.some((prefix) => key.startsWith(prefix)) ? LONG_CACHE : SHORT_CACHE;
}
