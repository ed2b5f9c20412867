import { dayKey } from '@muse/domain';

/**
 * "Once per day", remembered in this browser for the credits button's badge (a dot while the game is not
 * yet played) and the credits panel's rows (after play "come back tomorrow"; The Insight's row hidden when
 * the game is over). The server is the judge of rewards (a level's `daily` is 0 once claimed); this only says
 * what this browser saw. Days are UTC days, the server's claim days (`dayKey`).
 */
export type GameId = 'guessTheBest' | 'insight';

const PREFIX = 'muse.games.played';

/** The part of `localStorage` the marks need; tests pass a fake. */
export interface MarkStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function playedKey(game: GameId, userId: string): string {
  return `${PREFIX}.${game}.${userId}`;
}

/** Whether `userId` finished `game` today in this browser. Unreadable storage says no. */
export function playedToday(
  store: MarkStore | null,
  game: GameId,
  userId: string,
  now: Date = new Date(),
): boolean {
  try {
    return store?.getItem(playedKey(game, userId)) === dayKey(now);
  } catch {
    return false;
  }
}

export function markPlayed(
  store: MarkStore | null,
  game: GameId,
  userId: string,
  now: Date = new Date(),
): void {
  try {
    store?.setItem(playedKey(game, userId), dayKey(now));
  } catch {
    // storage full or blocked: the server still knows (no reward is paid twice)
  }
}
