import { useQuery } from '@tanstack/react-query';
import { QUEUE_POLL_MS, isItemPending } from '@muse/domain';
import { useImageProgress } from '../../../app/realtime';
import { generatorApi } from '../generator.api';
import { imageKeys } from '../generator-keys';
import { queueItemView } from '../queue-item-view';

/** One tray item: read by filename, re-read every 3 s while it is pending, with the socket's progress. */
export function useTrayItem(filename: string) {
  const event = useImageProgress(filename);
  const query = useQuery({
    queryKey: imageKeys.item(filename),
    queryFn: ({ signal }) => generatorApi.item(filename, signal),
    refetchInterval: (q) => (q.state.data && !isItemPending(q.state.data) ? false : QUEUE_POLL_MS),
    meta: { shownInPlace: () => true },
  });
  const view = query.data ? queueItemView(query.data, event) : null;
  return { ...query, view };
}
