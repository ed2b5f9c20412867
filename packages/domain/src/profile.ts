/**
 * The profile a signed-in browser reports (POST /offices/updateProfile): its time zone and language, and in
 * the app the store it was installed from. Only the rules live here; the users module stores them.
 */

/**
 * The longest values these rules accept (an IANA zone name is at most ~32 characters, a BCP 47 tag rarely
 * over 20); the wire's bounds (`@muse/contracts` `PROFILE_FIELD_MAX`) are the same.
 */
export const PROFILE_LIMITS = { zoneinfo: 64, locale: 35, store: 40 } as const;

/** A store name as the app names it: `msstore`, `android`, `ios` … (letters, digits, `.`, `_`, `-`). */
const STORE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** An IANA name (`Europe/Paris`, `America/Argentina/Buenos_Aires`, `UTC`), never an offset like `+01:00`. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The zone's canonical IANA name when `zone` names one the runtime knows (`europe/paris` → `Europe/Paris`),
 * else null. Offsets (`+01:00`) and `Etc/…`-less abbreviations the runtime rejects are refused.
 */
export function canonicalTimeZone(zone: string): string | null {
  if (zone.length === 0 || zone.length > PROFILE_LIMITS.zoneinfo || !IANA_NAME.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The canonical BCP 47 form of a language tag (`en-us` → `en-US`), or null when it is not one. */
export function canonicalLocale(tag: string): string | null {
  if (tag.length === 0 || tag.length > PROFILE_LIMITS.locale) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical && canonical.length <= PROFILE_LIMITS.locale ? canonical : null;
  } catch {
    return null;
  }
}

export function isStoreName(store: string): boolean {
  return store.length > 0 && store.length <= PROFILE_LIMITS.store && STORE_NAME.test(store);
}

/** The profile facts the session reports as still missing. */
export interface KnownProfile {
  zoneinfo: string | null;
  locale: string | null;
  /** the store the server last heard of (null when never) */
  store: string | null;
}

/** `updateProfile`: the server does not know the user's time zone and language yet. */
export function needsProfile(user: KnownProfile): boolean {
  return !user.zoneinfo || !user.locale;
}

/**
 * `updateStoreInfo`: the caller runs in the app (it told its store) and the server has no store info for
 * that store yet (none at all, or another store's: the same account in a second store's app).
 */
export function needsStoreInfo(user: KnownProfile, callerStore: string | null | undefined): boolean {
  return !!callerStore && user.store !== callerStore;
}
