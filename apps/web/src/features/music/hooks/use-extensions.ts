import { useQuery } from '@tanstack/react-query';
import { musicApi, musicKeys } from '../music.api';
import { extensionsPending } from '../extension-view';
import { retryable } from '../music-errors';
import { MUSIC_POLL_MS } from '../track-view';

/** A track's extensions (GET /music/{filename}/extensions), read again every 3 s while one is unfinished. */
export function useExtensions(filename: string, enabled: boolean) {
  return useQuery({
    queryKey: musicKeys.extensions(filename),
    queryFn: ({ signal }) => musicApi.extensions(filename, signal),
    enabled: enabled && filename !== '',
    retry: retryable,
    refetchInterval: (q) => (extensionsPending(q.state.data?.data ?? []) ? MUSIC_POLL_MS : false),
    meta: { shownInPlace: () => true },
  });
}
