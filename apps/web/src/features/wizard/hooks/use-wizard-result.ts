import { useQuery } from '@tanstack/react-query';
import { WIZARD_POLL_MS } from '@muse/domain';
import { wizardApi } from '../wizard.api';

/**
 * The result item of a Transform, polled every 2 s until it has finishedOn. Polling errors are ignored and
 * retried (spec §8): no toast, the next poll tries again.
 */
export function useWizardResult(filename: string | null) {
  return useQuery({
    queryKey: ['wizard', 'result', filename],
    queryFn: ({ signal }) => wizardApi.item(filename!, signal),
    enabled: !!filename,
    refetchInterval: (query) => (query.state.data?.finishedOn ? false : WIZARD_POLL_MS),
    refetchIntervalInBackground: true,
    retry: true,
    retryDelay: WIZARD_POLL_MS,
    staleTime: Infinity,
    meta: { shownInPlace: () => true },
  });
}
