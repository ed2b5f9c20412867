import { shouldShowShareReminder } from '@muse/domain';

/** The part of `localStorage` the like counter needs; tests pass a Map-backed fake. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** This browser's running count of likes given in the viewer, kept in local storage. */
export const LIKE_COUNT_KEY = 'muse.likes.count';

/** The stored count; anything unreadable (missing, edited by hand, negative) counts as 0. */
export function readLikeCount(store: KeyValueStore): number {
  const value = Number(store.getItem(LIKE_COUNT_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/**
 * Counts one like (never an unlike) and says whether the share reminder shows for it.
 *
 * A share reminder shows on the first like and then on every 5th like. The count includes this like and
 * is 1-based; the reminder shows at counts 1, 5, 10, 15 … (the 5th, 10th … like of this browser, not
 * 1, 6, 11 …), as @muse/domain's `shouldShowShareReminder` decides. The count is per browser, not per user,
 * like the rest of local storage. When storage fails (private mode, quota), the like is not counted and no
 * reminder shows: nagging on every like would be worse than never.
 */
export function recordLike(store: KeyValueStore): { count: number; remind: boolean } {
  try {
    const count = readLikeCount(store) + 1;
    store.setItem(LIKE_COUNT_KEY, String(count));
    return { count, remind: shouldShowShareReminder(count) };
  } catch {
    return { count: 0, remind: false };
  }
}
