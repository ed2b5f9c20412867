import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorMessage } from '../../../app/api-error';
import { markInsightOver } from '../insight-over';
import { gamesApi } from '../games.api';
import { canSubmit, initialInsightState, insightReducer, type InsightState } from '../insight';
import { useApplyBalance } from './use-apply-balance';
import { markGamePlayed } from './use-played-today';

export interface InsightGame {
  state: InsightState;
  type: (answer: string) => void;
  submit: () => void;
  tryAgain: () => void;
  claim: () => void;
}

/** Runs The Insight for a signed-in user: the reducer's state and the calls it asks for. */
export function useInsight(userId: string): InsightGame {
  const [state, dispatch] = useReducer(insightReducer, initialInsightState);
  const applyBalance = useApplyBalance();

  // Asking serves (and counts) a question on the server, so each ask is sent once: a ref remembers which
  // was sent (React's development double effects must not ask twice). Its answer lands whenever it comes.
  const asked = useRef(-1);
  const { phase, ask } = state;
  useEffect(() => {
    if (phase !== 'asking' || asked.current === ask) return;
    asked.current = ask;
    gamesApi
      .question()
      .then((reply) => dispatch({ type: 'asked', question: reply.question }))
      .catch((error: unknown) => dispatch({ type: 'askFailed', message: errorMessage(error) }));
  }, [phase, ask]);

  // An error ends the game for today with the wrap-up message, and so does a wrong answer. The
  // credits panel hides its Insight row for the rest of the day.
  useEffect(() => {
    if (phase !== 'over') return;
    markGamePlayed('insight', userId);
    markInsightOver(userId);
  }, [phase, userId]);

  const submit = useCallback(() => {
    if (!canSubmit(state) || state.question === null) return;
    dispatch({ type: 'submitted' });
    gamesApi
      .answer(state.question, state.answer.trim())
      .then((reply) => dispatch({ type: 'answered', reply }))
      .catch((error: unknown) => dispatch({ type: 'answerFailed', message: errorMessage(error) }));
  }, [state]);

  const claim = useCallback(() => {
    if (state.phase !== 'won' || !state.win) return;
    dispatch({ type: 'claimStarted' });
    gamesApi
      .claim(state.win._id)
      .then((reply) => {
        applyBalance(reply);
        dispatch({ type: 'claimed', claimed: reply.claimed });
      })
      .catch((error: unknown) => dispatch({ type: 'claimFailed', message: errorMessage(error) }));
  }, [state.phase, state.win, applyBalance]);

  const type = useCallback((answer: string) => dispatch({ type: 'typed', answer }), []);
  const tryAgain = useCallback(() => dispatch({ type: 'tryAgain' }), []);

  return { state, type, submit, tryAgain, claim };
}
