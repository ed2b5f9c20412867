/**
 * The credit games, Guess the Best and The Insight: their levels, scores and daily rewards.
 */

/** Levels as (images per round, rounds): wide screens over 500 px, narrow screens at or under. */
export const GUESS_THE_BEST_LEVELS = {
  wide: [
    { images: 2, rounds: 2 },
    { images: 3, rounds: 5 },
    { images: 4, rounds: 10 },
  ],
  narrow: [
    { images: 2, rounds: 2 },
    { images: 2, rounds: 10 },
    { images: 2, rounds: 20 },
  ],
} as const;
export const GAME_NARROW_MAX_WIDTH = 500;
export const GAME_WRAP_UP_TEXT = "That's a wrap for today!";

/** The daily reward of each level (1-based), not shown in the spec: chosen 5, 10 and 20 credits. */
export const GUESS_THE_BEST_DAILY_REWARDS = [5, 10, 20] as const;

export function levelsFor(viewportWidth: number) {
  return viewportWidth > GAME_NARROW_MAX_WIDTH ? GUESS_THE_BEST_LEVELS.wide : GUESS_THE_BEST_LEVELS.narrow;
}

/** "A correct pick raises the score by 100 divided by the attempt count." */
export function scoreForPick(attempts: number): number {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError('attempts starts at 1');
  return Math.round(100 / attempts);
}

/**
 * "The image with the most likes is correct". The one rule of a right pick, for the server's `correct` flags
 * and the game's verdict alike. A tie (the spec is silent) is no trick question: every image with the most
 * likes is right, so picking either of two equally liked images counts.
 */
export function isMostLiked(likes: readonly number[], index: number): boolean {
  const mine = likes[index];
  return mine !== undefined && likes.every((other) => other <= mine);
}

/** How many images share the most likes (more than one: the pick was right by a tie). */
export function mostLikedCount(likes: readonly number[]): number {
  return likes.filter((_, i) => isMostLiked(likes, i)).length;
}

/**
 * The smallest set a level is played with, whichever the layout: below this many public images of others
 * the level cannot be played at all (so it pays no reward today and nothing invites a play).
 */
export function guessTheBestSmallestSet(level: number): number {
  const wide = GUESS_THE_BEST_LEVELS.wide[level - 1];
  const narrow = GUESS_THE_BEST_LEVELS.narrow[level - 1];
  if (!wide || !narrow) throw new RangeError(`no level ${level}`);
  return Math.min(wide.images, narrow.images);
}

/** "Insight retry when under 3 credits" */
export const INSIGHT_RETRY_BELOW = 3;
/** A right Insight answer wins 1 to 5 credits (not shown: chosen), so a retry is sometimes offered. */
export const INSIGHT_MIN_CREDITS = 1;
export const INSIGHT_MAX_CREDITS = 5;

export function insightMayRetry(wonCredits: number): boolean {
  return wonCredits < INSIGHT_RETRY_BELOW;
}

/**
 * The server cannot see the game's clicks, so what a cheater can take is bounded per day instead: a Guess the
 * Best score above what the level's rounds allow (100 a round, the longer of the two layouts) is refused.
 */
export function guessTheBestMaxScore(level: number): number {
  const wide = GUESS_THE_BEST_LEVELS.wide[level - 1];
  const narrow = GUESS_THE_BEST_LEVELS.narrow[level - 1];
  if (!wide || !narrow) throw new RangeError(`no level ${level}`);
  return 100 * Math.max(wide.rounds, narrow.rounds);
}

/** The Insight's daily bounds (not shown in the spec: chosen). A wrong answer also ends the day. */
export const INSIGHT_WINS_PER_DAY = 5;
export const INSIGHT_QUESTIONS_PER_DAY = 10;

/** A question's credits (its difficulty), kept within INSIGHT_MIN_CREDITS..INSIGHT_MAX_CREDITS. */
export function insightCredits(difficulty: number): number {
  const whole = Number.isFinite(difficulty) ? Math.round(difficulty) : INSIGHT_MIN_CREDITS;
  return Math.min(INSIGHT_MAX_CREDITS, Math.max(INSIGHT_MIN_CREDITS, whole));
}

/**
 * Picks `count` images for a Guess the Best round from a random pool: distinct like counts when the pool
 * has them, so exactly one image has the most likes (a right answer exists); the rest filled from the pool
 * when it has too few distinct counts. The result is in random order. `random` returns [0, 1).
 */
export function pickGameImages<T extends { likes: number }>(
  pool: readonly T[],
  count: number,
  random: () => number = Math.random,
): T[] {
  const shuffled = shuffle(pool, random);
  const picked: T[] = [];
  const likes = new Set<number>();
  for (const item of shuffled) {
    if (picked.length === count) break;
    if (!likes.has(item.likes)) {
      likes.add(item.likes);
      picked.push(item);
    }
  }
  for (const item of shuffled) {
    if (picked.length === count) break;
    if (!picked.includes(item)) picked.push(item);
  }
  return shuffle(picked, random);
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
