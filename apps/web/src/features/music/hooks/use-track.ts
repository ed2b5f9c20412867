import { useQuery } from '@tanstack/react-query';
import { musicApi, musicKeys } from '../music.api';
import { retryable } from '../music-errors';
import { pollWhilePending } from '../track-view';

/** The player's track (GET /music/single/{filename}), read again every 3 s while it is unfinished. */
export function useTrack(filename: string) {
  return useQuery({
    queryKey: musicKeys.single(filename),
    queryFn: ({ signal }) => musicApi.single(filename, signal),
    enabled: filename !== '',
    retry: retryable,
    refetchInterval: (q) => (q.state.data ? pollWhilePending([q.state.data]) : false),
    meta: { shownInPlace: () => true },
  });
}
