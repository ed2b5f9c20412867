/** The part of `localStorage` a once-per-browser flag needs; tests pass a fake. */
export interface FlagStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** This browser's localStorage, or null where it cannot be read (some private modes, sandboxed frames). */
export function browserStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether a once-per-browser flag is set. Unreadable storage counts as set: "once per browser" cannot be kept
 * there, and showing the thing on every visit would be worse than never.
 */
export function flagSet(store: FlagStore | null, key: string): boolean {
  if (!store) return true;
  try {
    return store.getItem(key) !== null;
  } catch {
    return true;
  }
}

/** Sets a once-per-browser flag to the time it was set. */
export function setFlag(store: FlagStore | null, key: string, now: Date = new Date()): void {
  try {
    store?.setItem(key, now.toISOString());
  } catch {
    // storage full or blocked: nothing to remember it in
  }
}
