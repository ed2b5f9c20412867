import { describe, expect, it } from 'vitest';
import { gameFromParam } from './game-link';

describe('the ?game= link', () => {
  it('names a game, in any case', () => {
    expect(gameFromParam('guess')).toBe('guessTheBest');
    expect(gameFromParam('GuessTheBest')).toBe('guessTheBest');
    expect(gameFromParam('insight')).toBe('insight');
    expect(gameFromParam('TheInsight')).toBe('insight');
    expect(gameFromParam('piano')).toBe('pianoChallenge');
    expect(gameFromParam('PianoChallenge')).toBe('pianoChallenge');
  });

  it('ignores anything else', () => {
    expect(gameFromParam('chess')).toBeNull();
    expect(gameFromParam('')).toBeNull();
    expect(gameFromParam(null)).toBeNull();
  });
});
