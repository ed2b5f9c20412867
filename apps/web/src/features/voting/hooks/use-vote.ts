import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageItem } from '@muse/contracts';
import { imageKeys } from '../../generator';
import { votingApi } from '../voting.api';
import { voteStands } from '../voting-rules';
import type { Vote } from '../voting-rules';

/** Casts a like or dislike; errors are shown in the screen, which stays open to try again. */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ filename, vote }: { filename: string; vote: Vote }) => {
      let reply = await votingApi.vote(filename, vote);
      // The endpoints toggle: when this took back the same earlier vote, cast it once more.
      if (!voteStands(vote, reply)) reply = await votingApi.vote(filename, vote);
      return { filename, reply };
    },
    onSuccess: ({ filename, reply }) => {
      queryClient.setQueryData<ImageItem>(imageKeys.item(filename), (old) =>
        old ? { ...old, liked: reply.liked, likes: reply.likes } : old,
      );
      void queryClient.invalidateQueries({ queryKey: imageKeys.lists });
    },
    meta: { shownInPlace: () => true },
  });
}
