/**
 * The live player's states as the spec draws them: stopped → loading on play → playing when the server
 * signals setup done; any error, close or filtered prompt returns to stopped with the spec's message.
 */
export type PlayerStatus = 'stopped' | 'loading' | 'playing';

export interface PlayerState {
  status: PlayerStatus;
  /** The last problem, in the spec's words; cleared by the next play. */
  error: string | null;
}

export type PlayerEvent =
  { type: 'play' } | { type: 'setup-done' } | { type: 'stop' } | { type: 'fail'; problem: Problem };

/** What went wrong, before it is put into words. */
export type Problem =
  | { kind: 'filtered'; reason: string }
  | { kind: 'connection' }
  | { kind: 'closed' }
  | { kind: 'start'; message: string }
  | { kind: 'unknown' };

export const STOPPED: PlayerState = { status: 'stopped', error: null };

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'play':
      return state.status === 'stopped' ? { status: 'loading', error: null } : state;
    case 'setup-done':
      return state.status === 'loading' ? { status: 'playing', error: null } : state;
    case 'stop':
      return { status: 'stopped', error: state.error };
    case 'fail':
      return { status: 'stopped', error: problemText(event.problem) };
  }
}

export function problemText(problem: Problem): string {
  switch (problem.kind) {
    case 'filtered':
      return `Prompt was filtered: ${problem.reason}`;
    case 'connection':
      return 'Connection error. Please try again.';
    case 'closed':
      return 'Connection closed. Please try again.';
    case 'start':
      return `Failed to start: ${problem.message}`;
    case 'unknown':
      return 'Unknown error';
  }
}

/** A socket acknowledgement's error body. */
export interface AckError {
  code: string;
  message: string;
  details?: unknown;
}

/** The problem an error acknowledgement stands for: a start refused, or a prompt filtered. */
export function problemOfAck(error: AckError | undefined, starting: boolean): Problem {
  if (!error) return { kind: 'unknown' };
  if (error.code === 'prompt_filtered') {
    const reason = error.message.replace(/^Prompt was filtered:\s*/, '');
    return { kind: 'filtered', reason };
  }
  if (starting) return { kind: 'start', message: error.message };
  if (error.code === 'not_found') return { kind: 'closed' };
  return error.message ? { kind: 'start', message: error.message } : { kind: 'unknown' };
}
