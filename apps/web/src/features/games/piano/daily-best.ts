/**
 * The Piano Challenge's best score of the day, kept in this browser only (localStorage): one score per
 * calendar day of the player's own clock; a new day starts from none. Nothing goes to the server.
 */

export const DAILY_BEST_KEY = 'muse.piano.dailyBest';

/** The part of `localStorage` it needs; tests pass a fake. */
export interface BestStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The local calendar day of `now`, as YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today's best in this browser, 0 when none (or the storage is unreadable or holds something else). */
export function readDailyBest(store: BestStore | null, now: Date = new Date()): number {
  try {
    const saved: unknown = JSON.parse(store?.getItem(DAILY_BEST_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return 0;
    const { day, score } = saved as { day?: unknown; score?: unknown };
    return day === localDay(now) && typeof score === 'number' && score > 0 ? Math.floor(score) : 0;
  } catch {
    return 0;
  }
}

/** Keeps `score` when it beats today's best; answers the best now and whether this score set it. */
export function recordDailyBest(
  store: BestStore | null,
  score: number,
  now: Date = new Date(),
): { best: number; isNew: boolean } {
  const before = readDailyBest(store, now);
  if (!(score > before)) return { best: before, isNew: false };
  try {
    store?.setItem(DAILY_BEST_KEY, JSON.stringify({ day: localDay(now), score }));
  } catch {
    // storage full or blocked: the best still shows for this round
  }
  return { best: score, isNew: true };
}
