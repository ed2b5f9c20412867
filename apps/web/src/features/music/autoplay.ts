import { AUTOPLAY_COUNT, nextAutoplayCount } from '@muse/domain';
import type { KeyValueStore } from './local-store';

/**
 * Autoplay-N stores a counter (10) locally and decrements it at each track end; it is removed at 0. "Play 10"
 * plays the current track and the next nine: each end with a counter left moves on to the next track; the end
 * that takes the counter away stops.
 */
export const AUTOPLAY_KEY = 'muse.music.autoplay';

export function readAutoplay(store: KeyValueStore | null): number | null {
  try {
    const value = Number(store?.getItem(AUTOPLAY_KEY) ?? NaN);
    return Number.isSafeInteger(value) && value > 0 && value <= AUTOPLAY_COUNT ? value : null;
  } catch {
    return null;
  }
}

function write(store: KeyValueStore | null, count: number | null): void {
  try {
    if (count === null) store?.removeItem(AUTOPLAY_KEY);
    else store?.setItem(AUTOPLAY_KEY, String(count));
  } catch {
    // blocked storage: autoplay lasts as long as the page's own state
  }
}

/** "Play 10": the counter starts at 10. */
export function startAutoplay(store: KeyValueStore | null): number {
  write(store, AUTOPLAY_COUNT);
  return AUTOPLAY_COUNT;
}

export function stopAutoplay(store: KeyValueStore | null): null {
  write(store, null);
  return null;
}

/**
 * A track ended: the counter goes down by one (or away at 0). `advance` says whether the next track
 * plays. `current` is the page's count, used when storage is blocked.
 */
export function autoplayAtTrackEnd(
  store: KeyValueStore | null,
  current: number | null,
): { count: number | null; advance: boolean } {
  const stored = store ? readAutoplay(store) : current;
  if (stored === null) return { count: null, advance: false };
  const count = nextAutoplayCount(stored);
  write(store, count);
  return { count, advance: count !== null };
}
