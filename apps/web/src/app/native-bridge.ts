import { bridgeStoreName } from './in-app';

/**
 * `window.museNative`: what Muse's desktop and mobile wrappers inject before the page's scripts run. The page
 * asks it for what a web view cannot do well by itself: save a file to the device, open the system share
 * sheet, and buy through the app store. Every member is optional: a wrapper offers what its platform has,
 * and the page falls back to the browser's way for the rest.
 */
export type NativeStore = 'android' | 'ios' | 'msstore';

/** What the wrapper's store returned for a purchase: the page posts it to the server to be verified. */
export type NativePurchase =
  | { cancelled: true }
  | {
      cancelled?: false;
      /** Google Play: the purchase token, or the whole purchase object */
      purchase: string | { purchaseToken: string; orderId?: string; packageName?: string };
    }
  | {
      cancelled?: false;
      /** Apple: the transaction id, and which of Apple's stores (appstore, macappstore) */
      transactionId: string;
      appleStore?: string;
    };

export interface MuseNativeBridge {
  /**
   * the store this build of the app sells through: its name, or an object with its name (`name` or `id`)
   * and details the server keeps as the store info (features/auth/native-store.ts)
   */
  store?: NativeStore | { name?: string; id?: string; [detail: string]: unknown };
  /** the wrapper's version ("2.4.0"), for the "update from the store" notice */
  version?: string;
  share?: (url: string, title: string) => unknown;
  download?: (url: string, filename: string) => unknown;
  purchase?: (request: { productId: string }) => Promise<NativePurchase>;
  restorePurchases?: () => unknown;
  openStore?: () => unknown;
}

const STORES: readonly NativeStore[] = ['android', 'ios', 'msstore'];

/** The wrapper's bridge, or null in a browser (or when what is there is not an object). */
export function nativeBridge(win: { museNative?: unknown } = currentWindow()): MuseNativeBridge | null {
  const bridge = win.museNative;
  if (bridge === null || (typeof bridge !== 'object' && typeof bridge !== 'function')) return null;
  return bridge as MuseNativeBridge;
}

/** The store the app sells through, when the bridge names one Muse knows (by name, or an object's name or id). */
export function bridgeStore(bridge: MuseNativeBridge | null): NativeStore | null {
  const name = bridgeStoreName(bridge);
  return name && (STORES as readonly string[]).includes(name) ? (name as NativeStore) : null;
}

/**
 * Saves a file: through the wrapper when it can (a web view often ignores `download` links), else with a
 * link the browser downloads.
 */
export function saveFile(url: string, filename: string, bridge = nativeBridge()): void {
  if (typeof bridge?.download === 'function') {
    // The wrapper fetches outside the page, so it needs the whole address.
    const absolute = new URL(url, window.location.href).href;
    void Promise.resolve(bridge.download(absolute, filename)).catch((error: unknown) =>
      console.warn('native download failed', error),
    );
    return;
  }
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

function currentWindow(): { museNative?: unknown } {
  return typeof window === 'undefined' ? {} : (window as Window & { museNative?: unknown });
}
