import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, isItemPending, isLastPage } from '@muse/domain';
import { generatorApi } from '../generator.api';
import type { ImageListKind } from '../generator.api';
import { imageKeys } from '../generator-keys';
import { trayStore } from '../tray-store';

/** One of the creations lists, paged with `after` = the last item's `_id`; a short page ends paging. */
export function useImageList(kind: ImageListKind, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: imageKeys.list(kind),
    queryFn: ({ pageParam, signal }) =>
      generatorApi.list(kind, { limit: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => (isLastPage(last.length) ? undefined : last[last.length - 1]?._id),
    enabled,
    meta: { shownInPlace: () => true },
  });
  const items = query.data?.pages.flat() ?? [];
  const firstPage = query.data?.pages[0];

  // After a reload the queue tray picks up the user's items still waiting or being created.
  useEffect(() => {
    if (kind !== 'mine' || !firstPage) return;
    for (const item of [...firstPage].reverse())
      if (isItemPending(item)) trayStore.add({ _id: item._id, filename: item.filename });
  }, [kind, firstPage]);
  return { ...query, items };
}
