import type { SignedInSession } from '@muse/contracts';
import { canSeeDailyClaim } from '@muse/domain';
import { useClaim } from './use-claim';
import { useCreditsSummary } from './use-earnings';

/**
 * Today's free credits where they can be claimed now (accounts under 30 days old that have not claimed
 * today; guests have none): how many, and the claim. `amount` is 0 when there is nothing to claim.
 */
export function useDailyClaim(session: SignedInSession | null) {
  const eligible = !!session && !session.isGuest && canSeeDailyClaim(session.createdOn);
  const summary = useCreditsSummary(eligible ? session : null, { fresh: true });
  const claim = useClaim(session?.userId ?? '');
  const amount = eligible ? (summary.data?.daily ?? 0) : 0;
  return {
    amount,
    claiming: claim.isPending,
    claim: (onClaimed?: () => void) =>
      claim.mutate({ claim: 'daily', id: 'daily' }, { onSuccess: () => onClaimed?.() }),
  };
}
