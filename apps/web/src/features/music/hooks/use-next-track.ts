import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '../../../shared/routing';
import { notifySuccess } from '../../../app/notify';
import { musicApi } from '../music.api';
import type { MusicRoot, PlayerState } from '../music-paths';
import { nextInList, playerPath } from '../music-paths';

/**
 * "Next track": the next one of the gallery the player was opened from, else a random public track
 * (POST /music/random). The URL follows, replacing the entry, so Back still returns to the library.
 */
export function useNextTrack(root: MusicRoot, current: string, list: readonly string[]) {
  const navigate = useNavigate();
  const random = useMutation({
    mutationFn: () => musicApi.random(),
    meta: { errorTitle: "Couldn't find another track" },
  });
  const next = nextInList(list, current);

  const goTo = useCallback(
    (filename: string, play = false) => {
      const state: PlayerState = { list: [...list], ...(play ? { play } : {}) };
      void navigate(playerPath(root, filename), { replace: true, state });
    },
    [navigate, root, list],
  );

  /** Moves on (`play`: the next track starts playing); resolves false when there is nowhere to go. */
  const goNext = useCallback(
    async (play: boolean): Promise<boolean> => {
      if (next) {
        goTo(next, play);
        return true;
      }
      try {
        const { track } = await random.mutateAsync();
        if (!track || track.filename === current) {
          notifySuccess('There is no other track to play yet.');
          return false;
        }
        goTo(track.filename, play);
        return true;
      } catch {
        return false; // the mutation's error toast says why
      }
    },
    [next, goTo, random, current],
  );

  return { goNext, goTo, loading: random.isPending, hasListNext: next !== null };
}
