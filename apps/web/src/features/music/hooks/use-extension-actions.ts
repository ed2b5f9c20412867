import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtendMusicBody, MusicExtension } from '@muse/contracts';
import type * as z from 'zod/mini';
import { notifySuccess } from '../../../app/notify';
import { musicApi, musicKeys } from '../music.api';
import { isMusicProRequired } from '../music-errors';

type ExtensionsData = { data: MusicExtension[] };
const title = (what: string) => ({ errorTitle: `Couldn't ${what}` });

/** Likes, dislikes, deletes and new extensions of one track's extensions list. */
export function useExtensionActions(filename: string) {
  const queryClient = useQueryClient();
  const key = musicKeys.extensions(filename);
  const update = (fn: (list: MusicExtension[]) => MusicExtension[]) =>
    queryClient.setQueryData<ExtensionsData>(key, (old) => (old ? { data: fn(old.data) } : old));
  const patch = (id: string, p: Partial<MusicExtension>) =>
    update((list) => list.map((e) => (e._id === id ? { ...e, ...p } : e)));

  const like = useMutation({
    mutationFn: async (id: string) => ({ id, ...(await musicApi.likeExtension(id)) }),
    onSuccess: ({ id, likes, reaction }) => patch(id, { likes, reaction }),
    meta: title('update your like'),
  });
  const dislike = useMutation({
    mutationFn: async (id: string) => ({ id, ...(await musicApi.dislikeExtension(id)) }),
    onSuccess: ({ id, likes, reaction }) => patch(id, { likes, reaction }),
    meta: title('send your dislike'),
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await musicApi.removeExtension(id);
      return id;
    },
    onSuccess: (id) => {
      update((list) => list.filter((e) => e._id !== id));
      notifySuccess('Extension deleted');
    },
    meta: title('delete the extension'),
  });
  const extend = useMutation({
    mutationFn: (body: z.input<typeof ExtendMusicBody>) => musicApi.extend(filename, body),
    onSuccess: (created) => {
      update((list) => [created, ...list.filter((e) => e._id !== created._id)]);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    // The modal shows the failure (field errors next to their field); music pro opens the membership modal.
    meta: { shownInPlace: (error) => !isMusicProRequired(error) },
  });
  return { like, dislike, remove, extend };
}
