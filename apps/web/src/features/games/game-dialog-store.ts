import { useSyncExternalStore } from 'react';

export type GameName = 'guessTheBest' | 'insight' | 'pianoChallenge';

/**
 * Which game dialog is open (one at a time: opening one closes the other), and how often each has been
 * opened: a game starts afresh each time its dialog opens, and a game never opened is not even loaded.
 */
export interface GameDialogState {
  game: GameName | null;
  openings: Readonly<Record<GameName, number>>;
  /**
   * Points scored since the game last opened (Guess the Best: the scores of the levels won; the Piano
   * Challenge: its best round's score), so a dialog's WaitForGameEnd can check its score target.
   */
  scores: Readonly<Record<GameName, number>>;
}

type Listener = () => void;

let current: GameDialogState = {
  game: null,
  openings: { guessTheBest: 0, insight: 0, pianoChallenge: 0 },
  scores: { guessTheBest: 0, insight: 0, pianoChallenge: 0 },
};
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function set(game: GameName | null): void {
  if (current.game === game) return;
  const openings = game ? { ...current.openings, [game]: current.openings[game] + 1 } : current.openings;
  // A game opening afresh starts from no points.
  const scores = game ? { ...current.scores, [game]: 0 } : current.scores;
  current = { game, openings, scores };
  emit();
}

/** A game reports points it scored (Guess the Best: a level won, with its score). */
export function addGameScore(game: GameName, points: number): void {
  if (!(points > 0)) return;
  current = { ...current, scores: { ...current.scores, [game]: current.scores[game] + points } };
  emit();
}

/**
 * A game whose rounds stand alone reports a round's score: the game keeps its best round since it opened
 * (the Piano Challenge: a dialog asking for 1000 points wants one round of 1000, not several small ones).
 */
export function reportRoundScore(game: GameName, points: number): void {
  if (!(points > current.scores[game])) return;
  current = { ...current, scores: { ...current.scores, [game]: points } };
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the Guess the Best dialog from anywhere (the credits dialog's "Play" row). */
export const openGuessTheBest = (): void => set('guessTheBest');
/** Opens The Insight dialog from anywhere. */
export const openInsight = (): void => set('insight');
/** Opens the Piano Challenge as a game dialog over the page (a dialog's StartGame:piano). */
export const openPianoChallenge = (): void => set('pianoChallenge');
/** Opens a game by name. */
export const openGame = (game: GameName): void => set(game);
export const closeGame = (): void => set(null);

export function useGameDialog(): GameDialogState {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

/** The state now (outside React). */
export const getGameDialogState = (): GameDialogState => current;
