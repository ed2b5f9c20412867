/**
 * Whether the page runs inside Muse's native wrapper (the desktop or mobile app, which offers native
 * download and share).
 *
 * The choice: the wrapper marks itself in either of two ways, and either one counts.
 * - It injects a `window.museNative` bridge object before the page's scripts run; that bridge is how the page
 *   reaches native download, share and purchases, so its presence is the reliable signal.
 * - Its web view appends `MuseApp/<version>` to the user agent, which is already true on the very first
 *   request and also covers wrapper builds that expose no bridge.
 * The URL (`…/app`) is not used: the spec's `/app` paths are pages of their own, and a link shared out of the
 * app must not make a browser believe it is the app.
 */
export const IN_APP_USER_AGENT = 'MuseApp/';

export interface InAppEnvironment {
  museNative?: unknown;
  userAgent?: string;
}

export function isInApp(env: InAppEnvironment = currentEnvironment()): boolean {
  const bridge = env.museNative;
  if (bridge !== undefined && bridge !== null && (typeof bridge === 'object' || typeof bridge === 'function'))
    return true;
  return (env.userAgent ?? '').includes(IN_APP_USER_AGENT);
}

function currentEnvironment(): InAppEnvironment {
  if (typeof window === 'undefined') return {};
  const win = window as Window & { museNative?: unknown };
  return { museNative: win.museNative, userAgent: win.navigator?.userAgent };
}

/**
 * The store the wrapper's bridge names: `store` is the store's name, or an object with its name (`name`, else
 * `id`) and details. Null without a bridge or a name.
 */
export function bridgeStoreName(bridge: unknown): string | null {
  if (!bridge || (typeof bridge !== 'object' && typeof bridge !== 'function')) return null;
  const store = (bridge as { store?: unknown }).store;
  if (typeof store === 'string') return store;
  if (!store || typeof store !== 'object' || Array.isArray(store)) return null;
  const { name, id } = store as Record<string, unknown>;
  return typeof name === 'string' ? name : typeof id === 'string' ? id : null;
}

/** Whether this is the Microsoft Store build of the app (its bridge's store is msstore). */
export function isMicrosoftStoreApp(env: InAppEnvironment = currentEnvironment()): boolean {
  return bridgeStoreName(env.museNative) === 'msstore';
}
