import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, QUEUE_POLL_MS, isItemPending, isLastPage } from '@muse/domain';
import { videoApi, videoKeys, type VideoListKind } from '../video.api';

/**
 * One of the video lists, paged with `after`; while one of the user's videos waits or is being made, the
 * list is read again every 3 s (the queue's poll), besides the socket's progress events.
 */
export function useVideoList(kind: VideoListKind, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: videoKeys.list(kind),
    queryFn: ({ pageParam, signal }) =>
      videoApi.list(kind, { limit: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => (isLastPage(last.length) ? undefined : last[last.length - 1]?._id),
    enabled,
    refetchInterval: (q) =>
      kind === 'mine' && q.state.data?.pages[0]?.some((item) => isItemPending(item)) ? QUEUE_POLL_MS : false,
    meta: { shownInPlace: () => true },
  });
  return { ...query, items: query.data?.pages.flat() ?? [] };
}
