import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ClaimReply, CreditsSummaryReply, ReferralsReply, SessionReply } from '@muse/contracts';
import { notifySuccess } from '../../../app/notify';
import { queryKeys } from '../../../app/query-keys';
import { creditsApi, creditsKeys } from '../credits.api';
import { creditsPhrase } from '../format-credits';
import type { ClaimKind } from '../earn-rows';
import { withoutClaimed } from '../earn-rows';
import { withBalances } from '../session-balance';

export interface ClaimRequest {
  claim: ClaimKind;
  id: string;
}

function send({ claim, id }: ClaimRequest): Promise<ClaimReply> {
  if (claim === 'daily') return creditsApi.claimDaily();
  if (claim === 'referral') return creditsApi.claimReferral(id);
  return creditsApi.claim(id);
}

/** The new balances go straight into the session, so the header shows them before any refetch. */
export function applyClaimReply(queryClient: QueryClient, reply: ClaimReply): void {
  queryClient.setQueryData<SessionReply>(queryKeys.session, (old) => withBalances(old, reply));
}

/**
 * Claims a row of the earn table. On success the row leaves the table and its credits join the balance
 * locally; on failure (e.g. already claimed in another tab) the table is read again.
 */
export function useClaim(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (reply, { claim, id }) => {
      applyClaimReply(queryClient, reply);
      if (claim === 'referral') {
        queryClient.setQueryData<ReferralsReply>(creditsKeys.referrals(userId), (old) =>
          old ? { data: old.data.filter((r) => r._id !== id) } : old,
        );
      } else {
        queryClient.setQueryData<CreditsSummaryReply>(creditsKeys.summary(userId), (old) =>
          old ? withoutClaimed(old, claim, id) : old,
        );
      }
      notifySuccess(`${creditsPhrase(reply.claimed)} added to your balance.`, 'Claimed');
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: creditsKeys.all }),
    meta: { errorTitle: "Couldn't claim the credits" },
  });
}
