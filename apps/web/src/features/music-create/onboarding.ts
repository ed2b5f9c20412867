/**
 * The onboarding genre picker for first-time users: shown to a user without tracks the first time this
 * browser opens the creation flow, then remembered in localStorage so it never comes back (picked or
 * skipped).
 */
export const ONBOARDING_KEY = 'muse.music.onboarded';

/** The part of `localStorage` the mark needs; tests pass a fake. */
export interface MarkStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's storage, or null where it is blocked. */
export function browserStore(): MarkStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function onboardingDone(store: MarkStore | null): boolean {
  try {
    return store?.getItem(ONBOARDING_KEY) === '1';
  } catch {
    // unreadable storage: don't nag on every visit
    return true;
  }
}

export function markOnboardingDone(store: MarkStore | null): void {
  try {
    store?.setItem(ONBOARDING_KEY, '1');
  } catch {
    // storage full or blocked: the picker may show once more next visit
  }
}

/**
 * Whether to show the picker: not done in this browser, and the user has no tracks. `trackCount` is null
 * while unknown (still loading): wait rather than flash the picker. Visitors and guests have no tracks.
 */
export function shouldShowOnboarding(input: { done: boolean; trackCount: number | null }): boolean {
  return !input.done && input.trackCount === 0;
}
