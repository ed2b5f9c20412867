import { useQuery } from '@tanstack/react-query';
import type { ImageItem } from '@muse/contracts';
import { votingApi } from '../voting.api';
import { RANDOM_TRIES, isVotable } from '../voting-rules';

/**
 * A random public image for the voting screen, or null when none fits (only the user's own came up). A
 * failure (e.g. 404 "There are no public images yet.") is not shown: the screen just does not appear.
 */
export function useRandomImage(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['voting', 'random', userId] as const,
    queryFn: async ({ signal }): Promise<ImageItem | null> => {
      for (let i = 0; i < RANDOM_TRIES; i++) {
        const item = await votingApi.random(signal);
        if (userId && isVotable(item, userId)) return item;
      }
      return null;
    },
    enabled: enabled && !!userId,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta: { shownInPlace: () => true },
  });
}
