import type { InsightAnswerReply } from '@muse/contracts';
import { GAME_WRAP_UP_TEXT } from '@muse/domain';

/**
 * The Insight as a pure state machine: a question is fetched, the user types an answer and submits it; a
 * right answer wins credits. Under 3 credits the user may Try Again (a new question, giving up the win) or
 * Continue (claim); otherwise Continue claims. After a claim a new question loads. A wrong answer or any
 * server error ends the game for the day with the wrap-up.
 *
 * Choices where the spec is silent: a failed claim keeps the win on screen with its error and Continue to
 * try again (the win stays claimable on the server, so ending the game would only hide it).
 */

export type InsightPhase =
  /** a question is on its way */
  | 'asking'
  /** the question is on screen, the answer being typed */
  | 'question'
  /** the answer is being judged */
  | 'answering'
  /** a right answer: claim it (or Try Again under 3 credits) */
  | 'won'
  | 'claiming'
  /** "That's a wrap for today!" */
  | 'over';

export interface InsightWin {
  credits: number;
  _id: string;
}

export interface InsightState {
  phase: InsightPhase;
  question: string | null;
  answer: string;
  win: InsightWin | null;
  mayRetry: boolean;
  /** the server's words about the answer ("Right! You won 2 credits.") */
  message: string | null;
  /** what the wrap-up says under its title: the right answer, or why the game ended */
  overDetail: string | null;
  /** bumped whenever a new question is wanted: the hook asks on change */
  ask: number;
  /** credits claimed in this game */
  earned: number;
  /** a failed claim */
  error: string | null;
}

export type InsightAction =
  | { type: 'asked'; question: string }
  | { type: 'askFailed'; message: string }
  | { type: 'typed'; answer: string }
  | { type: 'submitted' }
  | { type: 'answered'; reply: InsightAnswerReply }
  | { type: 'answerFailed'; message: string }
  | { type: 'tryAgain' }
  | { type: 'claimStarted' }
  | { type: 'claimed'; claimed: number }
  | { type: 'claimFailed'; message: string };

export const initialInsightState: InsightState = {
  phase: 'asking',
  question: null,
  answer: '',
  win: null,
  mayRetry: false,
  message: null,
  overDetail: null,
  ask: 0,
  earned: 0,
  error: null,
};

/** Submit is disabled until an answer is typed and while a request is in flight. */
export function canSubmit(state: InsightState): boolean {
  return state.phase === 'question' && state.answer.trim().length > 0;
}

/** The server's message without the wrap-up title, which the wrap-up already shows. */
export function wrapUpDetail(message: string): string | null {
  const rest = message.replace(GAME_WRAP_UP_TEXT, '').replace(/\s+/g, ' ').trim();
  return rest || null;
}

function nextQuestion(state: InsightState): InsightState {
  return {
    ...state,
    phase: 'asking',
    question: null,
    answer: '',
    win: null,
    mayRetry: false,
    message: null,
    ask: state.ask + 1,
    error: null,
  };
}

function over(state: InsightState, detail: string | null): InsightState {
  return { ...state, phase: 'over', overDetail: detail, error: null };
}

export function insightReducer(state: InsightState, action: InsightAction): InsightState {
  switch (action.type) {
    case 'asked':
      if (state.phase !== 'asking') return state;
      return { ...state, phase: 'question', question: action.question, answer: '' };
    case 'askFailed':
      if (state.phase !== 'asking') return state;
      return over(state, wrapUpDetail(action.message));
    case 'typed':
      if (state.phase !== 'question') return state;
      return { ...state, answer: action.answer };
    case 'submitted':
      if (!canSubmit(state)) return state;
      return { ...state, phase: 'answering' };
    case 'answered': {
      if (state.phase !== 'answering') return state;
      const { win, message } = action.reply;
      if (!win) return { ...over(state, wrapUpDetail(message)), message };
      // The server applies the rule ("under 3 credits") to what it paid: its word decides.
      return { ...state, phase: 'won', win, mayRetry: action.reply.mayRetry, message };
    }
    case 'answerFailed':
      if (state.phase !== 'answering') return state;
      return over(state, wrapUpDetail(action.message));
    case 'tryAgain':
      if (state.phase !== 'won' || !state.mayRetry) return state;
      return nextQuestion(state);
    case 'claimStarted':
      if (state.phase !== 'won') return state;
      return { ...state, phase: 'claiming', error: null };
    case 'claimed':
      if (state.phase !== 'claiming') return state;
      return { ...nextQuestion(state), earned: state.earned + action.claimed };
    case 'claimFailed':
      if (state.phase !== 'claiming') return state;
      return { ...state, phase: 'won', error: action.message };
  }
}
