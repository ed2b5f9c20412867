import { describe, expect, it } from 'vitest';
import {
  addGameScore,
  closeGame,
  getGameDialogState,
  openGuessTheBest,
  openInsight,
  openPianoChallenge,
  reportRoundScore,
} from './game-dialog-store';

describe('the game dialogs', () => {
  it('opens one game at a time and counts each opening, so each opening starts afresh', () => {
    expect(getGameDialogState()).toMatchObject({
      game: null,
      openings: { guessTheBest: 0, insight: 0, pianoChallenge: 0 },
    });
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

  it("keeps the Piano Challenge's best round since it opened, apart from the other games", () => {
    closeGame();
    openPianoChallenge();
    expect(getGameDialogState()).toMatchObject({ game: 'pianoChallenge', scores: { pianoChallenge: 0 } });
    reportRoundScore('pianoChallenge', 900);
    reportRoundScore('pianoChallenge', 400);
    expect(getGameDialogState().scores.pianoChallenge).toBe(900);
    reportRoundScore('pianoChallenge', 1500);
    expect(getGameDialogState().scores).toMatchObject({ pianoChallenge: 1500, guessTheBest: 0 });
    closeGame();
    expect(getGameDialogState().scores.pianoChallenge).toBe(1500);
    openPianoChallenge();
    expect(getGameDialogState().scores.pianoChallenge).toBe(0);
  });
});
