import { useQuery } from '@tanstack/react-query';
import { musicApi, musicKeys } from '../music.api';
import { retryable } from '../music-errors';

/** GET /music/all: Popular Songs, Popular Music and (admins only) Recent. Errors show in place. */
export function useMusicGalleries() {
  return useQuery({
    queryKey: musicKeys.galleries,
    queryFn: ({ signal }) => musicApi.galleries(signal),
    retry: retryable,
    meta: { shownInPlace: () => true },
  });
}
