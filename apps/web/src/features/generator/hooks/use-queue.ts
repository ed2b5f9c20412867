import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImageItem } from '@muse/contracts';
import { QUEUE_POLL_MS, shouldPollQueue } from '@muse/domain';
import { generatorApi } from '../generator.api';
import { imageKeys } from '../generator-keys';
import { useTrayEntries } from '../tray-store';

/**
 * The user's queue count (GET /images/queue), polled every 3 s only while the count is above 0 or an item
 * of the tray is pending; otherwise it stops.
 */
export function useQueue(enabled: boolean) {
  const queryClient = useQueryClient();
  const entries = useTrayEntries();
  return useQuery({
    queryKey: imageKeys.queue,
    queryFn: ({ signal }) => generatorApi.queue(signal),
    enabled,
    refetchInterval: (q) => {
      const items = entries
        .map((e) => queryClient.getQueryData<ImageItem>(imageKeys.item(e.filename)))
        .filter((i): i is ImageItem => !!i);
      const pendingUnknown = entries.length > items.length;
      return shouldPollQueue(q.state.data?.count ?? 0, items) || pendingUnknown ? QUEUE_POLL_MS : false;
    },
    meta: { shownInPlace: () => true },
  });
}
