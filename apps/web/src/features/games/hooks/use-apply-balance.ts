import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionReply } from '@muse/contracts';
import { queryKeys } from '../../../app/query-keys';

export interface Balances {
  credits: number;
  subscriptionCredits: number;
}

/**
 * Puts the balances a claim answered into the session, so the credits button shows them at once (the
 * server's `session:changed` event may follow with the same numbers).
 */
export function useApplyBalance(): (balances: Balances) => void {
  const queryClient = useQueryClient();
  return useCallback(
    ({ credits, subscriptionCredits }: Balances) =>
      queryClient.setQueryData<SessionReply>(queryKeys.session, (old) =>
        old && old.userId !== null ? { ...old, credits, subscriptionCredits } : old,
      ),
    [queryClient],
  );
}
