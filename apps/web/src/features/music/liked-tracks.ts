import type { KeyValueStore } from './local-store';

/**
 * A like toggles and is remembered locally: one key per track in localStorage, so a visitor's likes show on a
 * later visit before the server is asked and after the session changes.
 */
export const LIKED_KEY_PREFIX = 'muse.music.liked.';

export function likedKey(filename: string): string {
  return `${LIKED_KEY_PREFIX}${filename}`;
}

/** The remembered like of a track: true, false (taken back), or null (never touched here). */
export function readLiked(store: KeyValueStore | null, filename: string): boolean | null {
  try {
    const value = store?.getItem(likedKey(filename));
    return value === '1' ? true : value === '0' ? false : null;
  } catch {
    return null;
  }
}

export function writeLiked(store: KeyValueStore | null, filename: string, liked: boolean): void {
  try {
    store?.setItem(likedKey(filename), liked ? '1' : '0');
  } catch {
    // storage full or blocked: the like still counts on the server
  }
}

/** Whether the like shows as given: what this browser remembers, else the server's word for this user. */
export function isLiked(remembered: boolean | null, reaction: 'like' | 'dislike' | null): boolean {
  return remembered ?? reaction === 'like';
}
