import { useCallback, useEffect, useReducer } from 'react';
import type { GameImage } from '@muse/contracts';
import { errorMessage } from '../../../app/api-error';
import { gamesApi, isNotEnoughImages } from '../games.api';
import { canPick, guessReducer, initialGuessState, setSize, type GuessState } from '../guess-the-best';
import { createPickLikes } from '../pick-likes';
import { useApplyBalance } from './use-apply-balance';
import { addGameScore } from '../game-dialog-store';
import { markGamePlayed } from './use-played-today';

/** Games poll every second: a failed set is asked for again after a second, a few times. */
export const GAME_WAIT_POLL_MS = 1_000;
const SET_TRIES = 3;
/** A set shows once its pictures have loaded, or after this long, whichever is first. */
const PRELOAD_MAX_MS = 4_000;

export interface GuessTheBestGame {
  state: GuessState;
  pick: (index: number) => void;
  next: () => void;
  claim: () => void;
  retry: () => void;
}

/** The likes picks have recorded, shared by every game opened in this page (each opening is a new hook). */
const recordPickLike = createPickLikes(gamesApi.like);

/** Whether the gallery is too small for a set of `count` (any other answer says no). */
function tooFewImages(count: number, signal: AbortSignal): Promise<boolean> {
  return gamesApi.images(count, signal).then(
    () => false,
    (error: unknown) => isNotEnoughImages(error),
  );
}

/** Loads the pictures of a set so its tiles appear together, not one by one. */
function preload(images: readonly GameImage[]): Promise<void> {
  const loads = images.map((image) => {
    const src = image.imageThumbUrl ?? image.imageUrl;
    if (!src) return Promise.resolve();
    const img = new Image();
    img.src = src;
    return img.decode().catch(() => undefined);
  });
  const cap = new Promise<void>((resolve) => setTimeout(resolve, PRELOAD_MAX_MS));
  return Promise.race([Promise.all(loads).then(() => undefined), cap]);
}

/** Runs a Guess the Best game for a signed-in user: the reducer's state and the effects it asks for. */
export function useGuessTheBest(userId: string): GuessTheBestGame {
  const [state, dispatch] = useReducer(guessReducer, undefined, () => initialGuessState(window.innerWidth));
  const applyBalance = useApplyBalance();

  // The levels' rewards today (and best scores).
  const { phase, load, levels } = state;
  useEffect(() => {
    if (phase !== 'loading') return;
    const controller = new AbortController();
    Promise.all(levels.map((_, i) => gamesApi.levelStatus(i + 1, controller.signal)))
      .then(async (status) => {
        // No level pays today: played already, or too few shared images to play at all (the server pays
        // nothing then). One set asked for tells which, so the game does not say "That's a wrap" unplayed.
        const none = status.every((s) => s.daily === 0);
        const notEnough = none && (await tooFewImages(levels[0]!.images, controller.signal));
        if (!controller.signal.aborted) dispatch({ type: 'statusLoaded', status, notEnough });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'statusFailed', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [phase, load, levels]);

  // A set of images whenever one is wanted; a failure is retried quietly, then reported to the reducer.
  const { fetching, request } = state;
  const size = setSize(state);
  useEffect(() => {
    if (!fetching) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const attempt = async () => {
      try {
        const images = await gamesApi.images(size, controller.signal);
        await preload(images);
        if (!controller.signal.aborted) dispatch({ type: 'imagesLoaded', images });
      } catch (error) {
        if (controller.signal.aborted) return;
        const notEnough = isNotEnoughImages(error);
        if (!notEnough && ++tries < SET_TRIES) {
          timer = setTimeout(() => void attempt(), GAME_WAIT_POLL_MS);
          return;
        }
        dispatch({ type: 'imagesFailed', notEnough, message: errorMessage(error) });
      }
    };
    void attempt();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [fetching, request, size]);

  // A level won adds its score to the game's points (a dialog's WaitForGameEnd may wait for a score).
  const { level, score } = state;
  useEffect(() => {
    if (phase === 'levelWon') addGameScore('guessTheBest', score);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per level won, with the score it was won with
  }, [phase, level]);

  // "After the last level … the game is marked played for the day."
  useEffect(() => {
    if (phase === 'wrapUp') markGamePlayed('guessTheBest', userId);
  }, [phase, userId]);

  const pick = useCallback(
    (index: number) => {
      if (!canPick(state)) return;
      const image = state.images?.[index];
      if (!image) return;
      dispatch({ type: 'pick', index });
      // "records a like": the game does not wait for it, and a failed like changes nothing in the game.
      recordPickLike(userId, image.filename).catch(() => undefined);
    },
    [state, userId],
  );

  const claim = useCallback(() => {
    if (state.phase !== 'levelWon') return;
    dispatch({ type: 'claimStarted' });
    gamesApi
      .claimLevel(state.level + 1, state.score)
      .then((reply) => {
        applyBalance(reply);
        dispatch({
          type: 'claimed',
          claimed: reply.claimed,
          status: { daily: reply.daily, highscore: reply.highscore },
        });
      })
      .catch((error: unknown) => dispatch({ type: 'claimFailed', message: errorMessage(error) }));
  }, [state.phase, state.level, state.score, applyBalance]);

  const next = useCallback(() => dispatch({ type: 'continue' }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);

  return { state, pick, next, claim, retry };
}
