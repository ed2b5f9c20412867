import type { UpdateProfileBody } from '@muse/contracts';
import type { NativeStore } from './native-store';

/** What the page knows about itself for POST /offices/updateProfile. */
export interface ProfileEnvironment {
  /** `Intl.DateTimeFormat().resolvedOptions().timeZone` */
  timeZone: string | undefined;
  /** `navigator.language` */
  language: string | undefined;
  userAgent: string;
  pathname: string;
  nativeStore: NativeStore | null;
}

const MAX = { zoneinfo: 64, locale: 35, imageRef: 200 } as const;
/** The generator page and its viewer (`/images/<filename>`, the picture the page is about). */
const GENERATOR_PATH = /^\/images(?:\/app)?(?:\/([^/]+))?\/?$/;

/**
 * The browser's family, not its full user agent (no version or device details are kept): the wrapper's
 * web view first, then the engines whose tokens other browsers also carry, most specific first.
 */
export function browserFamily(userAgent: string): string {
  const ua = userAgent;
  if (ua.includes('MuseApp/')) return 'Muse app';
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/\b(OPR|Opera)\//.test(ua)) return 'Opera';
  if (/\bSamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'Firefox';
  if (/\b(Headless)?(Chrome|CriOS|Chromium)\//.test(ua)) return 'Chrome';
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return 'Safari';
  return 'Other';
}

/**
 * What to send when the session says the server lacks the zone and language (`updateProfile`): those, and
 * on the generator page the browser and the picture open in its viewer (the spec's "browser, imageRef").
 * Null when the browser cannot say its zone or language.
 */
export function profileBody(env: ProfileEnvironment): UpdateProfileBody | null {
  const body = zoneAndLocale(env);
  if (!body) return null;
  const generator = GENERATOR_PATH.exec(env.pathname);
  if (generator) {
    body.browser = browserFamily(env.userAgent);
    const imageRef = generator[1] && generator[1] !== 'app' ? safeDecode(generator[1]) : null;
    if (imageRef && imageRef.length <= MAX.imageRef) body.imageRef = imageRef;
  }
  return body;
}

/**
 * What to send in the app when the session says the server lacks this store's info (`updateStoreInfo`): the
 * zone and language with the store and its details (the spec's "store plus storeInfo"). Null outside the
 * app, or when the browser cannot say its zone or language.
 */
export function storeBody(env: ProfileEnvironment): UpdateProfileBody | null {
  const body = env.nativeStore ? zoneAndLocale(env) : null;
  if (!body || !env.nativeStore) return null;
  body.store = env.nativeStore.store;
  if (env.nativeStore.storeInfo) body.storeInfo = env.nativeStore.storeInfo;
  return body;
}

function zoneAndLocale(env: ProfileEnvironment): UpdateProfileBody | null {
  const zoneinfo = env.timeZone?.trim();
  const locale = env.language?.trim();
  if (!zoneinfo || zoneinfo.length > MAX.zoneinfo || !locale || locale.length > MAX.locale) return null;
  return { zoneinfo, locale };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
