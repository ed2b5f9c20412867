import { GIFT_POLL_MAX_TRIES } from '@muse/domain';

/**
 * The buyer's page waits for the payment by reading the card's amount every 2 s, up to 600 tries, until it
 * is set; failed reads are ignored.
 */
export interface PollState {
  tries: number;
  status: 'waiting' | 'paid' | 'gave-up';
}

/** One read of GET /images/gift/{id}: its amount, or 'error' for a failed read (which only uses a try). */
export type PollResult = { amount: number | null } | 'error';

export const initialPoll = (): PollState => ({ tries: 0, status: 'waiting' });

export function nextPoll(state: PollState, result: PollResult, maxTries = GIFT_POLL_MAX_TRIES): PollState {
  if (state.status !== 'waiting') return state;
  const tries = state.tries + 1;
  if (result !== 'error' && result.amount !== null) return { tries, status: 'paid' };
  return { tries, status: tries >= maxTries ? 'gave-up' : 'waiting' };
}
