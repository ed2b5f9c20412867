import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth';
import { buyApi, buyKeys } from '../buy.api';
import { trialAvailable } from '../pricing-view';

/** The user's subscription records (GET /user/subscriptions), and whether a trial may start. */
export function useSubscriptions() {
  const { session, isGuest } = useSession();
  const account = session && !isGuest ? session : null;
  const query = useQuery({
    queryKey: buyKeys.subscriptions(account?.userId ?? ''),
    queryFn: ({ signal }) => buyApi.subscriptions(signal),
    enabled: !!account,
    meta: { errorTitle: "Couldn't read your subscriptions" },
  });
  return {
    query,
    canStartTrial: trialAvailable(session, { isGuest, subscriptions: query.data?.subscriptions }),
    hadTrial: query.data?.subscriptions.some((s) => s.type === 'trial') ?? false,
  };
}
