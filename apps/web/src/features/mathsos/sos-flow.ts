import type { ParseImageReply, ResolveProblemReply } from '@muse/contracts';

/** The spec's error texts (music-and-extras §8). */
export const PARSE_ERROR = 'Error processing image. Please try again.';
export const SOLVE_ERROR = 'Error resolving problem. Please try again.';

/**
 * MathSOS (spec §4): upload, parse, fill text, solve, show solution; Edit goes back to the text, New Problem
 * resets. One state for the page, changed only by the events below, so every path is unit-tested.
 */
export interface SosState {
  step: 'input' | 'solved';
  text: string;
  /** the picture being or last read, for its thumbnail */
  picture: string | null;
  reading: boolean;
  solving: boolean;
  /** the error to show, with the server's detail under it when it gave one */
  error: { message: string; detail?: string } | null;
  solution: ResolveProblemReply | null;
}

export type SosEvent =
  | { type: 'typed'; text: string }
  | { type: 'reading'; picture: string }
  | { type: 'read'; reply: ParseImageReply }
  | { type: 'readFailed' }
  | { type: 'pictureRefused'; message: string }
  | { type: 'solving' }
  | { type: 'solved'; reply: ResolveProblemReply }
  | { type: 'solveFailed'; detail?: string }
  | { type: 'edit' }
  | { type: 'newProblem' };

export const INITIAL_SOS: SosState = {
  step: 'input',
  text: '',
  picture: null,
  reading: false,
  solving: false,
  error: null,
  solution: null,
};

export function sosReducer(state: SosState, event: SosEvent): SosState {
  switch (event.type) {
    case 'typed':
      return { ...state, text: event.text, error: state.solving ? state.error : null };
    case 'reading':
      return { ...state, step: 'input', picture: event.picture, reading: true, error: null };
    case 'read': {
      const problem = event.reply.problem?.trim();
      if (problem) return { ...state, reading: false, text: problem, error: null };
      // A parse result with an error shows the server's text as it is.
      const message = event.reply.error?.trim() || PARSE_ERROR;
      return { ...state, reading: false, error: { message } };
    }
    case 'readFailed':
      return { ...state, reading: false, error: { message: PARSE_ERROR } };
    case 'pictureRefused':
      return { ...state, error: { message: event.message } };
    case 'solving':
      return { ...state, solving: true, error: null };
    case 'solved':
      return { ...state, solving: false, step: 'solved', solution: event.reply, error: null };
    case 'solveFailed':
      return { ...state, solving: false, error: { message: SOLVE_ERROR, detail: event.detail } };
    case 'edit':
      return { ...state, step: 'input', error: null };
    case 'newProblem':
      return INITIAL_SOS;
  }
}

/** Solve needs non-empty text (spec §5), and waits for a picture being read or a solve under way. */
export function canSolve(state: SosState): boolean {
  return state.text.trim() !== '' && !state.reading && !state.solving;
}

/** A step's math or the answer as display math for MathText; already-delimited text stays as it is. */
export function displayMath(tex: string): string {
  const value = tex.trim();
  if (value === '') return '';
  return value.includes('$') ? value : `$$${value}$$`;
}
