import { describe, expect, it } from 'vitest';
import type { GameImage } from '@muse/contracts';
import {
  bestIndex,
  canContinue,
  canPick,
  guessReducer,
  initialGuessState,
  isRightPick,
  levelComplete,
  pickResult,
  roundShown,
  setSize,
  type GuessAction,
  type GuessState,
  type LevelStatus,
} from './guess-the-best';

const WIDE = 1280;
const NARROW = 400;

let serial = 0;
function set(likes: number[]): GameImage[] {
  const best = Math.max(...likes);
  const bestAt = likes.indexOf(best);
  return likes.map((n, i) => ({
    _id: `id${++serial}`,
    filename: `f${serial}`,
    name: `image ${serial}`,
    likes: n,
    imageThumbUrl: null,
    imageUrl: null,
    correct: i === bestAt,
  }));
}

const rewards = (...daily: number[]): LevelStatus[] => daily.map((d) => ({ daily: d, highscore: 0 }));

function run(state: GuessState, ...actions: GuessAction[]): GuessState {
  return actions.reduce(guessReducer, state);
}

/** A started game at its first rewarding level with a set of `likes` on screen. */
function playing(width = WIDE, status = rewards(5, 10, 20), likes = [1, 7]): GuessState {
  return run(
    initialGuessState(width),
    { type: 'statusLoaded', status },
    { type: 'imagesLoaded', images: set(likes) },
  );
}

/** Picks the right image (or the first wrong one) of the set on screen and continues. */
function pick(state: GuessState, right: boolean): GuessState {
  const answer = bestIndex(state.images!);
  const index = right ? answer : answer === 0 ? 1 : 0;
  return guessReducer(state, { type: 'pick', index });
}

/** Wins every remaining round of the current level (a fresh set of the level's size each time). */
function winLevel(state: GuessState): GuessState {
  let s = state;
  while (!levelComplete(s)) {
    if (s.picked !== null) s = run(s, { type: 'continue' });
    if (s.fetching) {
      const likes = Array.from({ length: setSize(s) }, (_, i) => i * 3);
      s = run(s, { type: 'imagesLoaded', images: set(likes) });
    }
    s = pick(s, true);
  }
  return s;
}

describe('Guess the Best: levels (§4)', () => {
  it('plays 2×2, 3×5 and 4×10 on wide screens and 2×2, 2×10, 2×20 at 500 px and under', () => {
    expect(initialGuessState(WIDE).levels).toEqual([
      { images: 2, rounds: 2 },
      { images: 3, rounds: 5 },
      { images: 4, rounds: 10 },
    ]);
    expect(initialGuessState(WIDE).narrow).toBe(false);
    expect(initialGuessState(501).narrow).toBe(false);
    for (const width of [NARROW, 500]) {
      const state = initialGuessState(width);
      expect(state.narrow).toBe(true);
      expect(state.levels.map((l) => [l.images, l.rounds])).toEqual([
        [2, 2],
        [2, 10],
        [2, 20],
      ]);
    }
  });

  it('starts loading, then asks for a set of the first level', () => {
    const start = initialGuessState(WIDE);
    expect(start.phase).toBe('loading');
    const loaded = guessReducer(start, { type: 'statusLoaded', status: rewards(5, 10, 20) });
    expect(loaded).toMatchObject({ phase: 'playing', level: 0, fetching: true, images: null });
    expect(loaded.request).toBe(start.request + 1);
    expect(setSize(loaded)).toBe(2);
    expect(canPick(loaded)).toBe(false);
  });

  it('skips levels whose reward was claimed today, and opens on the wrap-up when none is left', () => {
    const resumed = guessReducer(initialGuessState(WIDE), {
      type: 'statusLoaded',
      status: rewards(0, 10, 20),
    });
    expect(resumed).toMatchObject({ phase: 'playing', level: 1 });
    expect(setSize(resumed)).toBe(3);

    const done = guessReducer(initialGuessState(WIDE), { type: 'statusLoaded', status: rewards(0, 0, 0) });
    expect(done).toMatchObject({ phase: 'wrapUp', playedBefore: true, fetching: false });
  });

  it('says "not enough images" instead of the wrap-up when nothing pays because the gallery is too small', () => {
    // The server pays nothing while no set can be made: that is not "played today".
    const few = guessReducer(initialGuessState(WIDE), {
      type: 'statusLoaded',
      status: rewards(0, 0, 0),
      notEnough: true,
    });
    expect(few).toMatchObject({ phase: 'notEnough', fetching: false });
    // Try again reads the rewards afresh: they pay once the gallery has grown.
    const again = guessReducer(few, { type: 'retry' });
    expect(again).toMatchObject({ phase: 'loading', load: few.load + 1, status: [] });
    expect(guessReducer(again, { type: 'statusLoaded', status: rewards(5, 10, 20) })).toMatchObject({
      phase: 'playing',
      level: 0,
    });
  });
});

describe('Guess the Best: picking', () => {
  it('marks the most liked image right', () => {
    const state = playing(WIDE, rewards(5, 10, 20), [3, 9]);
    expect(bestIndex(state.images!)).toBe(1);
    const right = guessReducer(state, { type: 'pick', index: 1 });
    expect(pickResult(right)).toBe('right');
    const wrong = guessReducer(state, { type: 'pick', index: 0 });
    expect(pickResult(wrong)).toBe('wrong');
  });

  it('judges by the likes the tiles show, whatever the flags say', () => {
    const images = set([2, 8, 5]).map((i) => ({ ...i, correct: false }));
    expect(bestIndex(images)).toBe(1);
    expect(images.map((_, i) => isRightPick(images, i))).toEqual([false, true, false]);
  });

  it('a tie for the most likes: picking either tied image is right', () => {
    // Flagged as an older server did: only the first of the tied images.
    for (const index of [0, 1]) {
      const state = playing(WIDE, rewards(5, 10, 20), [6, 6]);
      const picked = guessReducer(state, { type: 'pick', index });
      expect(pickResult(picked)).toBe('right');
      expect(picked).toMatchObject({ score: 100, round: 1, attempts: 1 });
    }
    const three = playing(WIDE, rewards(5, 10, 20), [2, 9, 9]);
    expect(pickResult(guessReducer(three, { type: 'pick', index: 2 }))).toBe('right');
    expect(pickResult(guessReducer(three, { type: 'pick', index: 0 }))).toBe('wrong');
  });

  it('a right pick raises the score by 100 / attempts and resets the attempts', () => {
    let s = playing();
    s = pick(s, true);
    expect(s).toMatchObject({ score: 100, attempts: 1, round: 1 });

    // Round 2: two wrong picks, then right on the third attempt → +33.
    s = run(s, { type: 'continue' }, { type: 'imagesLoaded', images: set([1, 2]) });
    s = pick(s, false);
    expect(s).toMatchObject({ attempts: 2, round: 1, score: 100 });
    s = run(s, { type: 'continue' }, { type: 'imagesLoaded', images: set([4, 2]) });
    s = pick(s, false);
    expect(s.attempts).toBe(3);
    s = run(s, { type: 'continue' }, { type: 'imagesLoaded', images: set([4, 6]) });
    s = pick(s, true);
    expect(s).toMatchObject({ attempts: 1, round: 2, score: 133 });
  });

  it('takes one pick per set, enables Continue after it, and ignores picks out of range', () => {
    const s = playing();
    expect(canPick(s)).toBe(true);
    expect(canContinue(s)).toBe(false);
    expect(guessReducer(s, { type: 'pick', index: 5 })).toBe(s);
    const picked = pick(s, false);
    expect(canPick(picked)).toBe(false);
    expect(canContinue(picked)).toBe(true);
    expect(guessReducer(picked, { type: 'pick', index: 1 })).toBe(picked);
    expect(guessReducer(s, { type: 'continue' })).toBe(s);
  });

  it('Continue asks for a new set and keeps the old one on screen until it comes', () => {
    const picked = pick(playing(), false);
    const waiting = guessReducer(picked, { type: 'continue' });
    expect(waiting).toMatchObject({ fetching: true, request: picked.request + 1, picked: picked.picked });
    expect(waiting.images).toBe(picked.images);
    expect(canContinue(waiting)).toBe(false);
    expect(canPick(waiting)).toBe(false);
    const next = guessReducer(waiting, { type: 'imagesLoaded', images: set([5, 1]) });
    expect(next).toMatchObject({ picked: null, fetching: false });
    expect(canPick(next)).toBe(true);
  });

  it('a failed set keeps the old set and shows nothing (§8); Continue tries again', () => {
    const waiting = run(pick(playing(), false), { type: 'continue' });
    const failed = guessReducer(waiting, { type: 'imagesFailed', notEnough: false, message: 'boom' });
    expect(failed).toMatchObject({ phase: 'playing', fetching: false, error: null });
    expect(failed.images).toBe(waiting.images);
    expect(canContinue(failed)).toBe(true);
  });

  it('a first set that fails shows an error to retry; too few images shows "not enough"', () => {
    const loaded = guessReducer(initialGuessState(WIDE), {
      type: 'statusLoaded',
      status: rewards(5, 10, 20),
    });
    const failed = guessReducer(loaded, { type: 'imagesFailed', notEnough: false, message: 'offline' });
    expect(failed).toMatchObject({ phase: 'failed', error: 'offline' });
    const retried = guessReducer(failed, { type: 'retry' });
    expect(retried).toMatchObject({ phase: 'playing', fetching: true, request: failed.request + 1 });

    const few = guessReducer(loaded, { type: 'imagesFailed', notEnough: true, message: 'too few' });
    expect(few.phase).toBe('notEnough');
    // Even mid-level: a level of larger sets may need more images than the gallery has.
    const mid = run(pick(playing(), true), { type: 'continue' });
    expect(guessReducer(mid, { type: 'imagesFailed', notEnough: true, message: '' }).phase).toBe('notEnough');
  });

  it('a failed reading of the rewards can be retried', () => {
    const failed = guessReducer(initialGuessState(WIDE), { type: 'statusFailed', message: 'offline' });
    expect(failed).toMatchObject({ phase: 'failed', error: 'offline' });
    const retried = guessReducer(failed, { type: 'retry' });
    expect(retried).toMatchObject({ phase: 'loading', load: failed.load + 1, error: null });
  });
});

describe('Guess the Best: the end of a level', () => {
  it('after the last round, Continue offers the level reward; a claim starts the next level', () => {
    let s = winLevel(playing());
    expect(s).toMatchObject({ round: 2, score: 200 });
    expect(roundShown(s)).toBe(2);
    s = guessReducer(s, { type: 'continue' });
    expect(s.phase).toBe('levelWon');
    s = guessReducer(s, { type: 'claimStarted' });
    expect(s.phase).toBe('claiming');
    s = guessReducer(s, { type: 'claimed', claimed: 5, status: { daily: 0, highscore: 200 } });
    expect(s).toMatchObject({ phase: 'playing', level: 1, round: 0, score: 0, attempts: 1, earned: 5 });
    expect(s.status[0]).toEqual({ daily: 0, highscore: 200 });
    expect(s).toMatchObject({ fetching: true, images: null });
    expect(setSize(s)).toBe(3);
  });

  it('a failed claim stays on the level with its error, to claim again', () => {
    const won = run(winLevel(playing()), { type: 'continue' }, { type: 'claimStarted' });
    const failed = guessReducer(won, { type: 'claimFailed', message: 'offline' });
    expect(failed).toMatchObject({ phase: 'levelWon', error: 'offline' });
    expect(guessReducer(failed, { type: 'claimStarted' })).toMatchObject({ phase: 'claiming', error: null });
  });

  it('moves on straight away when the level has no reward left', () => {
    // Level 1's reward was claimed in another tab while this one played it.
    const s = winLevel(playing(WIDE, rewards(5, 10, 20)));
    const noReward = { ...s, status: rewards(0, 10, 20) };
    expect(guessReducer(noReward, { type: 'continue' })).toMatchObject({ phase: 'playing', level: 1 });
  });

  it('wraps up after the last level', () => {
    let s = playing(NARROW, rewards(0, 0, 20), [1, 2]);
    expect(s.level).toBe(2);
    s = winLevel(s);
    expect(s.round).toBe(20);
    s = run(
      s,
      { type: 'continue' },
      { type: 'claimStarted' },
      { type: 'claimed', claimed: 20, status: { daily: 0, highscore: 2000 } },
    );
    expect(s).toMatchObject({ phase: 'wrapUp', earned: 20, playedBefore: false });
  });

  it('plays all three wide levels through to the wrap-up, claiming each', () => {
    let s = playing();
    let earned = 0;
    for (const reward of [5, 10, 20]) {
      s = winLevel(s);
      s = run(
        s,
        { type: 'continue' },
        { type: 'claimStarted' },
        { type: 'claimed', claimed: reward, status: { daily: 0, highscore: s.score } },
      );
      earned += reward;
      if (s.phase === 'playing') {
        const likes = Array.from({ length: setSize(s) }, (_, i) => i);
        s = guessReducer(s, { type: 'imagesLoaded', images: set(likes) });
      }
    }
    expect(s).toMatchObject({ phase: 'wrapUp', earned });
  });
});
