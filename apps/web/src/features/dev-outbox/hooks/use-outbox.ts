import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { devOutboxApi } from '../dev-outbox.api';
import { outboxRefusal } from '../outbox-text';

/** The dev outbox for one recipient (or all, for an admin), refreshed every 5 seconds while it answers. */
export function useOutbox(to: string, token: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.outbox(to), token],
    queryFn: ({ signal }) => devOutboxApi.list(to || undefined, token || undefined, signal),
    enabled,
    refetchInterval: (query) => (query.state.status === 'error' ? false : 5_000),
    staleTime: 0,
    placeholderData: (previous) => previous,
    meta: { errorTitle: "Couldn't read the outbox", shownInPlace: (error) => outboxRefusal(error) !== null },
  });
}
