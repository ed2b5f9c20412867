import { useQuery } from '@tanstack/react-query';
import { setupApi, setupKeys } from '../assistant-setup.api';

/** The voice catalogue (GET /offices/voices); fixed, so read once. */
export function useVoices() {
  return useQuery({
    queryKey: setupKeys.voices,
    queryFn: ({ signal }) => setupApi.voices(signal),
    staleTime: Infinity,
    select: (reply) => reply.data,
    meta: { shownInPlace: () => true },
  });
}
