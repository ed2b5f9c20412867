import { useInfiniteQuery } from '@tanstack/react-query';
import { musicApi, musicKeys } from '../music.api';
import { retryable } from '../music-errors';
import { nextMineIndex, uniqueTracks } from '../my-music-paging';
import { pollWhilePending, visibleTracks } from '../track-view';

/**
 * 'My Music & Songs': the signed-in user's tracks, paged by `index` (20 a page). While any loaded track is
 * unfinished the pages are read again every 3 s, so 'In the queue' turns into 'Creating...' and then the
 * finished track; polling stops once nothing is pending.
 */
export function useMyMusic(userId: string | null) {
  const query = useInfiniteQuery({
    queryKey: musicKeys.mine(userId ?? ''),
    queryFn: ({ pageParam, signal }) => musicApi.mine(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextMineIndex(pages),
    enabled: userId !== null,
    retry: retryable,
    refetchInterval: (q) => pollWhilePending(uniqueTracks(q.state.data?.pages)),
    meta: { shownInPlace: () => true },
  });
  return { ...query, tracks: visibleTracks(uniqueTracks(query.data?.pages)) };
}
