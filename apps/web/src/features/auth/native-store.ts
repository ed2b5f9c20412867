import { isStoreName } from '@muse/domain';
import { bridgeStoreName } from '../../app/in-app';

/**
 * The store the app was installed from, as the native wrapper's bridge tells it: `window.museNative.store`,
 * either the store's name (`"msstore"`) or an object with its name (`name` or `id`) and details, which the
 * server keeps as the store info. Read directly here with a small local type (the bridge's full type lives
 * with the wrapper's other calls); a browser has no bridge and so no store.
 */
export interface NativeStore {
  store: string;
  storeInfo?: Record<string, unknown>;
}

/** What `bridge.store` says, or null when there is no bridge, no store or not a usable store name. */
export function readNativeStore(bridge: unknown): NativeStore | null {
  const store = bridgeStoreName(bridge);
  if (!store || !isStoreName(store)) return null;
  const value = (bridge as { store: unknown }).store;
  if (typeof value !== 'object' || value === null) return { store };
  const { name: _name, id: _id, ...details } = value as Record<string, unknown>;
  return Object.keys(details).length > 0 ? { store, storeInfo: details } : { store };
}

/** The store of the page's bridge (null in a browser). */
export function currentNativeStore(): NativeStore | null {
  if (typeof window === 'undefined') return null;
  return readNativeStore((window as Window & { museNative?: unknown }).museNative);
}
