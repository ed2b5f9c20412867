import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { musicApi, musicKeys } from '../../music';
import { finishedSince, queuePollInterval, unfinished } from '../queue-view';

/**
 * The user's unfinished tracks (GET /music/in-progress), polled every 3 s only while one is unfinished.
 * When one finishes, every music list is refreshed so the library shows it.
 */
export function useInProgress(userId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: musicKeys.inProgress(userId ?? ''),
    queryFn: ({ signal }) => musicApi.inProgress(signal),
    enabled: userId !== null,
    refetchInterval: (q) => queuePollInterval(q.state.data?.data),
    meta: { shownInPlace: () => true },
  });
  const before = useRef<string[] | null>(null);
  const data = query.data;
  useEffect(() => {
    if (!data) return;
    if (before.current && finishedSince(before.current, data.data).length > 0)
      void queryClient.invalidateQueries({ queryKey: musicKeys.all });
    before.current = unfinished(data.data).map((t) => t._id);
  }, [data, queryClient]);
  return query;
}
