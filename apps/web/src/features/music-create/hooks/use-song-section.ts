import { useMutation } from '@tanstack/react-query';
import type { SongSectionBody } from '@muse/contracts';
import { openMembership } from '../../buy';
import { isMusicProRequired, musicApi } from '../../music';

/**
 * POST /openai/create-song-section: the words of one section. The editor shows failures next to the section;
 * a 403 music_pro_required (the membership ended meanwhile) opens the membership modal instead.
 */
export function useSongSection() {
  return useMutation({
    mutationFn: (input: { index: number; body: SongSectionBody }) => musicApi.songSection(input.body),
    onError: (error) => {
      if (isMusicProRequired(error)) openMembership();
    },
    meta: { shownInPlace: () => true },
  });
}
