import type { SubscriptionEntry } from '@muse/contracts';

/**
 * The Microsoft Store app's notices (spec: "Old Windows-store versions are told to update from the store. An
 * expired store subscription shows a message to open the store app or restore purchases.").
 *
 * Chosen: the oldest Store app that can still be served is 2.0.0, the first whose bridge opens the Store and
 * restores purchases; an older one, or one that does not say its version, is told to update.
 */
export const MIN_MSSTORE_APP_VERSION = '2.0.0';

export type StoreNotice = 'update' | 'expired';

/** "2.10.1" > "2.9" : numeric parts compared in turn, missing parts are 0; null when it is not a version. */
export function compareVersions(a: string, b: string): number | null {
  const parse = (v: string) => (/^\d+(\.\d+)*$/.test(v.trim()) ? v.trim().split('.').map(Number) : null);
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return null;
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * Which notice the Store app shows, if any: an out-of-date app first (nothing else works well in it), then
 * an expired Store subscription, unless an images plan is active anyway (bought on the web, say).
 */
export function storeNotice(input: {
  version: string | undefined;
  subscriptions: readonly Pick<SubscriptionEntry, 'type' | 'status' | 'product'>[] | undefined;
}): StoreNotice | null {
  const cmp = input.version ? compareVersions(input.version, MIN_MSSTORE_APP_VERSION) : null;
  if (cmp === null || cmp < 0) return 'update';
  const images = (input.subscriptions ?? []).filter((s) => s.product === 'images');
  if (images.some((s) => s.status === 'active')) return null;
  return images.some((s) => s.type === 'msstore' && s.status === 'expired') ? 'expired' : null;
}
