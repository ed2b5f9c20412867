import { isStoreName } from '@muse/domain';

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

interface StoreBridge {
  store?: unknown;
}

/** What `bridge.store` says, or null when there is no bridge, no store or not a usable store name. */
export function readNativeStore(bridge: unknown): NativeStore | null {
  if (!bridge || (typeof bridge !== 'object' && typeof bridge !== 'function')) return null;
  const value = (bridge as StoreBridge).store;
  if (typeof value === 'string') return isStoreName(value) ? { store: value } : null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { name, id, ...details } = value as Record<string, unknown>;
  const store = typeof name === 'string' ? name : typeof id === 'string' ? id : null;
  if (!store || !isStoreName(store)) return null;
  return Object.keys(details).length > 0 ? { store, storeInfo: details } : { store };
}

/** The store of the page's bridge (null in a browser). */
export function currentNativeStore(): NativeStore | null {
  if (typeof window === 'undefined') return null;
  return readNativeStore((window as Window & { museNative?: unknown }).museNative);
}
