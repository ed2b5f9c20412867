import type { GameImage } from '@muse/contracts';
import { GAME_NARROW_MAX_WIDTH, isMostLiked, levelsFor, mostLikedCount, scoreForPick } from '@muse/domain';

/**
 * The Guess the Best game as a pure state machine. The dialog's hook runs the effects the state asks for
 * (read the levels' rewards, fetch a set, claim a level) and dispatches what came back.
 *
 * Choices where the spec is silent:
 * - The layout (wide or narrow levels) is chosen once, when the game opens, so rotating a phone mid-level
 *   cannot change the rules of the level being played.
 * - "If the server gives no daily reward for the level, the game moves on straight away": a level whose
 *   reward is already claimed today is skipped, at the start (so a game closed after level 1 goes on at
 *   level 2) and at its end (no Claim button, straight to the next level). With no reward left on any
 *   level the game opens on the wrap-up: once per day. The server also pays nothing while the gallery is
 *   too small to play; then the game says so instead of wrapping up.
 * - Each level has its own score (the server checks a level's score against that level's rounds).
 * - A set that fails to load keeps the old set on screen and Continue enabled, and shows no error.
 * - A tie for the most likes: either of the tied images is right (`isMostLiked` in @muse/domain).
 */

export interface GameLevel {
  readonly images: number;
  readonly rounds: number;
}

/** GET /user/credits/game/GuessTheBest/{level}: the reward still claimable today and the best score. */
export interface LevelStatus {
  daily: number;
  highscore: number;
}

export type GuessPhase =
  /** reading the levels' rewards */
  | 'loading'
  /** a set on screen, or on its way */
  | 'playing'
  /** every round of the level won: its reward can be claimed */
  | 'levelWon'
  | 'claiming'
  /** "That's a wrap for today!" */
  | 'wrapUp'
  /** the gallery has fewer public images than a round needs */
  | 'notEnough'
  /** the rewards or the first set could not be read */
  | 'failed';

export interface GuessState {
  phase: GuessPhase;
  /** screens at or under 500 px play the narrow levels (two images a round) */
  narrow: boolean;
  levels: readonly GameLevel[];
  /** per level, once read */
  status: readonly LevelStatus[];
  /** 0-based index into `levels` */
  level: number;
  /** rounds won in this level */
  round: number;
  /** picks in this round so far, plus one: the divisor of the next right pick's points */
  attempts: number;
  /** this level's score */
  score: number;
  images: readonly GameImage[] | null;
  /** the index of the picked image of this set, once picked */
  picked: number | null;
  /** a new set is wanted; `request` changes every time one is asked for */
  fetching: boolean;
  request: number;
  /** bumped to read the rewards again (Try again after a failure) */
  load: number;
  /** credits claimed in this game */
  earned: number;
  /** the wrap-up shows because everything had been played today before the game opened */
  playedBefore: boolean;
  error: string | null;
}

export type GuessAction =
  /** `notEnough`: no level pays today because the gallery is too small to play, not because it was played */
  | { type: 'statusLoaded'; status: LevelStatus[]; notEnough?: boolean }
  | { type: 'statusFailed'; message: string }
  | { type: 'imagesLoaded'; images: GameImage[] }
  | { type: 'imagesFailed'; notEnough: boolean; message: string }
  | { type: 'pick'; index: number }
  | { type: 'continue' }
  | { type: 'claimStarted' }
  | { type: 'claimed'; claimed: number; status: LevelStatus }
  | { type: 'claimFailed'; message: string }
  | { type: 'retry' };

export function initialGuessState(viewportWidth: number): GuessState {
  return {
    phase: 'loading',
    narrow: viewportWidth <= GAME_NARROW_MAX_WIDTH,
    levels: levelsFor(viewportWidth),
    status: [],
    level: 0,
    round: 0,
    attempts: 1,
    score: 0,
    images: null,
    picked: null,
    fetching: false,
    request: 0,
    load: 0,
    earned: 0,
    playedBefore: false,
    error: null,
  };
}

/**
 * Whether picking image `index` is right: the domain's one rule, judged on the likes the tiles show (so a
 * tie, where either image is right, reads as the player sees it), whatever the `correct` flags say.
 */
export function isRightPick(images: readonly GameImage[], index: number): boolean {
  return isMostLiked(likesOf(images), index);
}

/** The first image with the most likes: the one a wrong pick's announcement names. */
export function bestIndex(images: readonly GameImage[]): number {
  const likes = likesOf(images);
  const best = likes.findIndex((_, i) => isMostLiked(likes, i));
  return best < 0 ? 0 : best;
}

/** More than one image has the most likes: any of them is right. */
export function tiedForBest(images: readonly GameImage[]): boolean {
  return mostLikedCount(likesOf(images)) > 1;
}

const likesOf = (images: readonly GameImage[]): number[] => images.map((image) => image.likes);

export type PickResult = 'right' | 'wrong';

/** Whether the pick of the current set was right, once there is one. */
export function pickResult(state: GuessState): PickResult | null {
  if (state.picked === null || !state.images) return null;
  return isRightPick(state.images, state.picked) ? 'right' : 'wrong';
}

export function currentLevel(state: GuessState): GameLevel {
  return state.levels[state.level]!;
}

/** How many images a set of the current level has: what the hook asks the server for. */
export function setSize(state: GuessState): number {
  return currentLevel(state).images;
}

export function levelComplete(state: GuessState): boolean {
  return state.round >= currentLevel(state).rounds;
}

/** The reward the current level can still pay today. */
export function levelReward(state: GuessState): number {
  return state.status[state.level]?.daily ?? 0;
}

export function canPick(state: GuessState): boolean {
  return state.phase === 'playing' && !!state.images && state.picked === null && !state.fetching;
}

export function canContinue(state: GuessState): boolean {
  return state.phase === 'playing' && state.picked !== null && !state.fetching;
}

/** The first level from `from` on that still pays a reward today, or -1. */
function nextRewardingLevel(state: GuessState, from: number): number {
  for (let i = from; i < state.levels.length; i++) if ((state.status[i]?.daily ?? 0) > 0) return i;
  return -1;
}

/** Starts level `index` (or wraps up when it is -1). */
function startLevel(state: GuessState, index: number): GuessState {
  if (index < 0) return { ...state, phase: 'wrapUp', fetching: false, error: null };
  return {
    ...state,
    phase: 'playing',
    level: index,
    round: 0,
    attempts: 1,
    score: 0,
    images: null,
    picked: null,
    fetching: true,
    request: state.request + 1,
    error: null,
  };
}

function wantSet(state: GuessState): GuessState {
  return { ...state, fetching: true, request: state.request + 1 };
}

export function guessReducer(state: GuessState, action: GuessAction): GuessState {
  switch (action.type) {
    case 'statusLoaded': {
      if (state.phase !== 'loading') return state;
      const withStatus = { ...state, status: action.status };
      const first = nextRewardingLevel(withStatus, 0);
      if (first < 0 && action.notEnough) return { ...withStatus, phase: 'notEnough', error: null };
      return { ...startLevel(withStatus, first), playedBefore: first < 0 };
    }
    case 'statusFailed':
      if (state.phase !== 'loading') return state;
      return { ...state, phase: 'failed', error: action.message };
    case 'imagesLoaded':
      if (state.phase !== 'playing' || !state.fetching) return state;
      return { ...state, images: action.images, picked: null, fetching: false, error: null };
    case 'imagesFailed':
      if (state.phase !== 'playing' || !state.fetching) return state;
      // A failed fetch shows nothing and keeps the old set (Continue stays enabled to try again).
      if (state.images && !action.notEnough) return { ...state, fetching: false };
      return {
        ...state,
        phase: action.notEnough ? 'notEnough' : 'failed',
        fetching: false,
        error: action.message,
      };
    case 'pick': {
      if (!canPick(state) || action.index < 0 || action.index >= state.images!.length) return state;
      const right = isRightPick(state.images!, action.index);
      if (!right) return { ...state, picked: action.index, attempts: state.attempts + 1 };
      return {
        ...state,
        picked: action.index,
        score: state.score + scoreForPick(state.attempts),
        attempts: 1,
        round: state.round + 1,
      };
    }
    case 'continue':
      if (!canContinue(state)) return state;
      if (!levelComplete(state)) return wantSet(state);
      if (levelReward(state) > 0) return { ...state, phase: 'levelWon', error: null };
      return startLevel(state, nextRewardingLevel(state, state.level + 1));
    case 'claimStarted':
      if (state.phase !== 'levelWon') return state;
      return { ...state, phase: 'claiming', error: null };
    case 'claimed': {
      if (state.phase !== 'claiming') return state;
      const status = state.status.map((s, i) => (i === state.level ? action.status : s));
      const claimed = { ...state, status, earned: state.earned + action.claimed };
      return startLevel(claimed, nextRewardingLevel(claimed, state.level + 1));
    }
    case 'claimFailed':
      if (state.phase !== 'claiming') return state;
      return { ...state, phase: 'levelWon', error: action.message };
    case 'retry':
      if (state.phase !== 'failed' && state.phase !== 'notEnough') return state;
      // No rewards read yet, or none to play for (the gallery was too small): read them again.
      if (nextRewardingLevel(state, 0) < 0)
        return { ...state, phase: 'loading', status: [], load: state.load + 1, error: null };
      return { ...wantSet(state), phase: 'playing', error: null };
  }
}

/** The number shown as "Round n of m": the round being played (or the last, once all are won). */
export function roundShown(state: GuessState): number {
  return Math.min(state.round + 1, currentLevel(state).rounds);
}
