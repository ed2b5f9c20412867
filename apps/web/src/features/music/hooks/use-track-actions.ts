import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MusicTrack } from '@muse/contracts';
import { notifySuccess } from '../../../app/notify';
import { supportNote } from '../dislike-texts';
import { musicApi, musicKeys } from '../music.api';

/** The music queries that list tracks (musicKeys: galleries, mine, similar; the creator's in-progress). */
const LISTS = new Set(['galleries', 'mine', 'similar', 'in-progress']);
const title = (what: string) => ({ errorTitle: `Couldn't ${what}` });

interface TrackActionEvents {
  /** remembers the like in this browser */
  remember: (filename: string, liked: boolean) => void;
  onDisliked: () => void;
  onDeleted: () => void;
  /** regenerating may give the track a new filename: the player follows it */
  onReplaced: (filename: string) => void;
}

/**
 * The player's actions on its track. Each names the track it was for, so a reply that lands after the player
 * moved on patches the right cache entry. Errors toast the server's message (a 403 music_pro_required opens
 * the membership modal instead).
 */
export function useTrackActions(track: MusicTrack | undefined, events: TrackActionEvents) {
  const queryClient = useQueryClient();
  const filename = track?.filename ?? '';
  const patch = (target: string, p: Partial<MusicTrack>) =>
    queryClient.setQueryData<MusicTrack>(musicKeys.single(target), (old) => (old ? { ...old, ...p } : old));
  // Lists hold copies of the track: they are read again (the player's own entry was just patched).
  const refreshLists = () =>
    queryClient.invalidateQueries({
      queryKey: musicKeys.all,
      predicate: (q) => LISTS.has(String(q.queryKey[1])),
    });
  const replace = (updated: MusicTrack) => {
    queryClient.setQueryData(musicKeys.single(updated.filename), updated);
    void refreshLists();
  };

  const like = useMutation({
    mutationFn: async () => ({ target: filename, ...(await musicApi.like(filename)) }),
    onSuccess: ({ target, likes, reaction }) => {
      patch(target, { likes, reaction });
      events.remember(target, reaction === 'like');
      void refreshLists();
    },
    meta: title('update your like'),
  });
  const dislike = useMutation({
    mutationFn: async () => ({ target: filename, ...(await musicApi.dislike(filename)) }),
    onSuccess: ({ target, likes, reaction }) => {
      patch(target, { likes, reaction });
      events.remember(target, false);
      void refreshLists();
      if (reaction === 'dislike' && target === filename) events.onDisliked();
    },
    meta: title('send your dislike'),
  });
  const done = useMutation({
    mutationFn: () => musicApi.done(filename),
    onSuccess: (updated) => {
      replace(updated);
      notifySuccess('Your track is done and shared in the public galleries.');
    },
    meta: title('mark the track done'),
  });
  const regenerate = useMutation({
    mutationFn: () => musicApi.regenerate(filename),
    onSuccess: (updated) => {
      replace(updated);
      notifySuccess('Your track is being made again. It plays here when it is ready.');
      if (updated.filename !== filename) events.onReplaced(updated.filename);
    },
    meta: title('regenerate the track'),
  });
  const remove = useMutation({
    mutationFn: async () => {
      await musicApi.remove(filename);
      return filename;
    },
    onSuccess: (target) => {
      queryClient.removeQueries({ queryKey: musicKeys.single(target) });
      void refreshLists();
      notifySuccess('Track deleted');
      events.onDeleted();
    },
    meta: title('delete the track'),
  });
  const requestVideo = useMutation({
    mutationFn: () => musicApi.requestVideo(filename),
    onSuccess: (updated) => {
      replace(updated);
      notifySuccess('Its music video is being made: watch it from here, or on the Video page, in a minute.');
    },
    meta: title('request a video'),
  });
  const feedback = useMutation({
    mutationFn: (text: string) => musicApi.feedback({ feedback: supportNote(filename, text) }),
    meta: title('send your note'),
  });
  return { like, dislike, done, regenerate, remove, requestVideo, feedback };
}
