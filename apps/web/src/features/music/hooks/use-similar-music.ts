import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { musicApi, musicKeys } from '../music.api';
import { retryable } from '../music-errors';
import { SIMILAR_DEBOUNCE_MS, SIMILAR_MAX, canSearch, searchKeywords } from '../music-search';
import { visibleTracks } from '../track-view';

/**
 * The 'Similar' gallery: POST /music/similar with what was typed, 1 s after the typing stops and from 3
 * characters, at most 20 tracks.
 */
export function useSimilarMusic(text: string) {
  const typed = searchKeywords(text);
  const [keywords] = useDebouncedValue(typed, SIMILAR_DEBOUNCE_MS);
  const ready = canSearch(keywords);
  const query = useQuery({
    queryKey: musicKeys.similar(keywords),
    queryFn: ({ signal }) => musicApi.similar(keywords, signal),
    enabled: ready,
    retry: retryable,
    meta: { shownInPlace: () => true },
  });
  return {
    query,
    keywords,
    tooShort: !canSearch(typed),
    /** typed but not searched yet: the debounce is running or the search is on its way */
    waiting: canSearch(typed) && (typed !== keywords || query.isPending),
    tracks: visibleTracks(query.data?.data ?? []).slice(0, SIMILAR_MAX),
  };
}
