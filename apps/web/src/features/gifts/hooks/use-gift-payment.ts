import { useEffect, useState } from 'react';
import { GIFT_POLL_INTERVAL_MS } from '@muse/domain';
import { giftsApi } from '../gifts.api';
import { initialPoll, nextPoll, type PollResult, type PollState } from '../gift-poll';

/**
 * Waits for a card's payment: reads its amount now and then every 2 s, at most 600 times, until it is set;
 * failed reads are ignored. `attempt` restarts a wait that gave up.
 */
export function useGiftPayment(cardId: string | null, active: boolean, attempt = 0): PollState {
  const [state, setState] = useState<{ key: string; poll: PollState } | null>(null);
  const key = `${cardId}:${attempt}`;

  useEffect(() => {
    if (!cardId || !active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = initialPoll();
    const controller = new AbortController();
    const tick = async () => {
      let result: PollResult;
      try {
        result = await giftsApi.amount(cardId, controller.signal);
      } catch {
        result = 'error';
      }
      if (stopped) return;
      current = nextPoll(current, result);
      setState({ key, poll: current });
      if (current.status === 'waiting') timer = setTimeout(() => void tick(), GIFT_POLL_INTERVAL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [cardId, active, key]);

  return state?.key === key ? state.poll : initialPoll();
}
