import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { describeServerStatus } from '../server-status';
import type { ServerStatusView } from '../server-status';
import { statusApi } from '../status.api';

/** The server's readiness, checked every minute. The indicator itself shows failures, so no toast. */
export function useServerStatus(): ServerStatusView & { refetch: () => void } {
  const query = useQuery({
    queryKey: queryKeys.health,
    queryFn: ({ signal }) => statusApi.ready(signal),
    refetchInterval: 60_000,
    retry: false,
    meta: { shownInPlace: () => true },
  });
  return { ...describeServerStatus(query.data, query.isError), refetch: () => void query.refetch() };
}
