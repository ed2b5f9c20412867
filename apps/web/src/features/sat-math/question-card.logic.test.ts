import { describe, expect, it } from 'vitest';
import {
  cardReducer,
  initialCard,
  isCorrectChoice,
  letterAt,
  solutionSteps,
  type CardState,
} from './question-card.logic';

const run = (...actions: Parameters<typeof cardReducer>[1][]): CardState =>
  actions.reduce(cardReducer, initialCard);

describe('the question card', () => {
  it('lets the choice change while answering and checks only with a choice', () => {
    expect(run({ type: 'check', answer: 'B' })).toEqual(initialCard);
    const state = run({ type: 'select', letter: 'A' }, { type: 'select', letter: 'B' });
    expect(state.selected).toBe('B');
    expect(cardReducer(state, { type: 'check', answer: 'B' }).phase).toBe('correct');
  });

  it('keeps the choice once checked', () => {
    const state = run(
      { type: 'select', letter: 'C' },
      { type: 'check', answer: 'B' },
      { type: 'select', letter: 'B' },
    );
    expect(state).toMatchObject({ phase: 'incorrect', selected: 'C' });
  });

  it('toggles the hint', () => {
    expect(run({ type: 'toggle-hint' }).hint).toBe(true);
    expect(run({ type: 'toggle-hint' }, { type: 'toggle-hint' }).hint).toBe(false);
  });

  it('shows the solution, then the detailed solution, only when incorrect', () => {
    const wrong = run({ type: 'select', letter: 'A' }, { type: 'check', answer: 'D' });
    expect(cardReducer(wrong, { type: 'show-detailed' }).solution).toBe('none');
    const solution = cardReducer(wrong, { type: 'show-solution' });
    expect(solution.solution).toBe('solution');
    expect(cardReducer(solution, { type: 'show-detailed' }).solution).toBe('detailed');
    const right = run({ type: 'select', letter: 'D' }, { type: 'check', answer: 'D' });
    expect(cardReducer(right, { type: 'show-solution' }).solution).toBe('none');
  });

  it('is correct when the choice equals the answer', () => {
    expect(isCorrectChoice('A', 'A')).toBe(true);
    expect(isCorrectChoice('B', 'A')).toBe(false);
    expect(isCorrectChoice(null, 'A')).toBe(false);
  });

  it('reads the detailed solution one step per line', () => {
    expect(solutionSteps('Subtract 7: $3x = 18$\n\n  Divide by 3: $x = 6$  \r\n')).toEqual([
      'Subtract 7: $3x = 18$',
      'Divide by 3: $x = 6$',
    ]);
    expect(letterAt(2)).toBe('C');
  });
});
