import { describe, expect, it } from 'vitest';
import { closeGame, getGameDialogState, openGuessTheBest, openInsight } from './game-dialog-store';

describe('the game dialogs', () => {
  it('opens one game at a time and counts each opening, so each opening starts afresh', () => {
    expect(getGameDialogState()).toEqual({ game: null, openings: { guessTheBest: 0, insight: 0 } });
    openGuessTheBest();
    expect(getGameDialogState()).toEqual({ game: 'guessTheBest', openings: { guessTheBest: 1, insight: 0 } });
    // Asking again for the open game changes nothing (a double click does not restart it).
    openGuessTheBest();
    expect(getGameDialogState().openings.guessTheBest).toBe(1);
    openInsight();
    expect(getGameDialogState()).toEqual({ game: 'insight', openings: { guessTheBest: 1, insight: 1 } });
    closeGame();
    expect(getGameDialogState()).toEqual({ game: null, openings: { guessTheBest: 1, insight: 1 } });
    openGuessTheBest();
    expect(getGameDialogState().openings.guessTheBest).toBe(2);
  });
});
