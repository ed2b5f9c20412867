import type { SignedInSession, UpdateProfileBody } from '@muse/contracts';
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
 * The profile to send, or null when the session asks for nothing (or the browser cannot say its zone or
 * language). `updateProfile` sends the zone and language; in the app `updateStoreInfo` adds the store and its
 * details; on the generator page the browser and the picture open in its viewer come along (the spec's
 * "store, browser, imageRef, or store plus storeInfo").
 */
export function profileReport(
  session: Pick<SignedInSession, 'updateProfile' | 'updateStoreInfo'>,
  env: ProfileEnvironment,
): UpdateProfileBody | null {
  const storeNeeded = session.updateStoreInfo && !!env.nativeStore;
  if (!session.updateProfile && !storeNeeded) return null;
  const zoneinfo = env.timeZone?.trim();
  const locale = env.language?.trim();
  if (!zoneinfo || zoneinfo.length > MAX.zoneinfo || !locale || locale.length > MAX.locale) return null;
  const body: UpdateProfileBody = { zoneinfo, locale };
  if (env.nativeStore && storeNeeded) {
    body.store = env.nativeStore.store;
    if (env.nativeStore.storeInfo) body.storeInfo = env.nativeStore.storeInfo;
    return body;
  }
  const generator = GENERATOR_PATH.exec(env.pathname);
  if (generator) {
    body.browser = browserFamily(env.userAgent);
    const imageRef = generator[1] && generator[1] !== 'app' ? safeDecode(generator[1]) : null;
    if (imageRef && imageRef.length <= MAX.imageRef) body.imageRef = imageRef;
  }
  return body;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
