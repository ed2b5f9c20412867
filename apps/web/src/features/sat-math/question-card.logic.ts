import type { ChoiceLetter } from '@muse/contracts';

/**
 * The math question card's states (spec assistant-workspace.md §4 "Math question card"): answering, where a
 * choice can be changed and Check waits for one; then correct or incorrect. The hint toggles; when
 * incorrect, the solution shows first, then the detailed solution.
 */
export const LETTERS: readonly ChoiceLetter[] = ['A', 'B', 'C', 'D'];

export interface CardState {
  phase: 'answering' | 'correct' | 'incorrect';
  selected: ChoiceLetter | null;
  hint: boolean;
  /** how much of the worked solution shows (only when incorrect) */
  solution: 'none' | 'solution' | 'detailed';
}

export type CardAction =
  | { type: 'select'; letter: ChoiceLetter }
  | { type: 'check'; answer: ChoiceLetter }
  | { type: 'toggle-hint' }
  | { type: 'show-solution' }
  | { type: 'show-detailed' };

export const initialCard: CardState = { phase: 'answering', selected: null, hint: false, solution: 'none' };

export function cardReducer(state: CardState, action: CardAction): CardState {
  switch (action.type) {
    case 'select':
      return state.phase === 'answering' ? { ...state, selected: action.letter } : state;
    case 'check':
      if (state.phase !== 'answering' || !state.selected) return state;
      return { ...state, phase: isCorrectChoice(state.selected, action.answer) ? 'correct' : 'incorrect' };
    case 'toggle-hint':
      return { ...state, hint: !state.hint };
    case 'show-solution':
      return state.phase === 'incorrect' && state.solution === 'none'
        ? { ...state, solution: 'solution' }
        : state;
    case 'show-detailed':
      return state.phase === 'incorrect' && state.solution === 'solution'
        ? { ...state, solution: 'detailed' }
        : state;
  }
}

/** Spec §5: a choice is correct when it equals the answer field. */
export function isCorrectChoice(selected: ChoiceLetter | null, answer: ChoiceLetter): boolean {
  return selected === answer;
}

/** The detailed solution, one step per line, blank lines dropped. */
export function solutionSteps(detailed: string): string[] {
  return detailed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** A problem's letter for a choice index (0 → A). */
export function letterAt(index: number): ChoiceLetter {
  return LETTERS[index] ?? 'A';
}
