import { describe, expect, it } from 'vitest';
import {
  addGameScore,
  closeGame,
  getGameDialogState,
  openGuessTheBest,
  openInsight,
} from './game-dialog-store';

describe('the game dialogs', () => {
  it('opens one game at a time and counts each opening, so each opening starts afresh', () => {
    expect(getGameDialogState()).toMatchObject({ game: null, openings: { guessTheBest: 0, insight: 0 } });
    openGuessTheBest();
    expect(getGameDialogState()).toMatchObject({
      game: 'guessTheBest',
      openings: { guessTheBest: 1, insight: 0 },
    });
    // Asking again for the open game changes nothing (a double click does not restart it).
    openGuessTheBest();
    expect(getGameDialogState().openings.guessTheBest).toBe(1);
    openInsight();
    expect(getGameDialogState()).toMatchObject({
      game: 'insight',
      openings: { guessTheBest: 1, insight: 1 },
    });
    closeGame();
    expect(getGameDialogState()).toMatchObject({ game: null, openings: { guessTheBest: 1, insight: 1 } });
    openGuessTheBest();
    expect(getGameDialogState().openings.guessTheBest).toBe(2);
  });

  it('keeps the points scored since the game opened, for a dialog waiting on a score', () => {
    closeGame();
    openGuessTheBest();
    expect(getGameDialogState().scores.guessTheBest).toBe(0);
    addGameScore('guessTheBest', 40);
    addGameScore('guessTheBest', 25);
    addGameScore('guessTheBest', 0);
    expect(getGameDialogState().scores.guessTheBest).toBe(65);
    // Closing keeps the score for the waiting dialog to read; opening again starts from none.
    closeGame();
    expect(getGameDialogState().scores.guessTheBest).toBe(65);
    openGuessTheBest();
    expect(getGameDialogState().scores.guessTheBest).toBe(0);
  });
});
