import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImageItem } from '@muse/contracts';
import { QUEUE_POLL_MS, isItemPending } from '@muse/domain';
import { isApiError } from '../../../app/api-error';
import { generatorApi, imageKeys } from '../../generator';
import { viewerApi } from '../viewer.api';

const counted = new Set<string>();

/** The item shown, read by filename (every 3 s while it is being made); its view is counted once per session, quietly. */
export function useViewerItem(filename: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: imageKeys.item(filename),
    queryFn: ({ signal }) => generatorApi.item(filename, signal),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    // An item still being made (a music video opened from its track) is read again as the queue is.
    refetchInterval: (q) => (q.state.data && isItemPending(q.state.data) ? QUEUE_POLL_MS : false),
    meta: { shownInPlace: () => true },
  });
  useEffect(() => {
    if (!query.data || counted.has(filename)) return;
    counted.add(filename);
    viewerApi
      .view(filename)
      .then(({ views }) =>
        queryClient.setQueryData<ImageItem>(imageKeys.item(filename), (old) =>
          old ? { ...old, views } : old,
        ),
      )
      .catch(() => undefined);
  }, [query.data, filename, queryClient]);
  return query;
}
