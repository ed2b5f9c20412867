import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZE } from '@muse/domain';
import { isApiError } from '../../../app/api-error';
import { generatorApi } from '../generator.api';
import { imageKeys } from '../generator-keys';
import {
  SIMILAR_DEBOUNCE_MS,
  canSearch,
  nextSimilarIndex,
  searchKeywords,
  uniqueItems,
} from '../quick-search';
import { SAFETY_CHECK_FAILED, safetyBlockText } from '../safety-gate';
import { useSafetyRequired } from './use-safety-gate';

/** What the user typed as search keywords, now (`typed`) and 1 s after the typing stopped (`keywords`). */
export function useSearchKeywords(text: string) {
  const typed = searchKeywords(text);
  const [keywords] = useDebouncedValue(typed, SIMILAR_DEBOUNCE_MS);
  return { typed, keywords };
}

/**
 * Quick results: public images similar to what the user types (POST /images/similar), 1 s after the typing
 * stops and from 3 characters, paged by `index` until a short page. For in-app free users the keywords pass
 * the safety call first and a blocked text is not searched.
 */
export function useQuickResults({ typed, keywords }: { typed: string; keywords: string }) {
  const ready = canSearch(keywords);
  const checkRequired = useSafetyRequired();

  const safety = useQuery({
    queryKey: imageKeys.safety(keywords),
    queryFn: ({ signal }) => generatorApi.checkSafe(keywords, signal),
    enabled: ready && checkRequired,
    staleTime: Infinity,
    meta: { shownInPlace: () => true },
  });
  const blockedText = checkRequired ? safetyBlockText(safety.data) : null;
  const allowed = ready && (!checkRequired || (safety.isSuccess && blockedText === null));

  const list = useInfiniteQuery({
    queryKey: imageKeys.similar(keywords),
    queryFn: ({ pageParam, signal }) =>
      generatorApi.similar({ keywords, limit: PAGE_SIZE, index: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSimilarIndex(pages),
    enabled: allowed,
    meta: { shownInPlace: () => true },
  });

  // The search itself refuses keywords its content filter blocks (safe search): a 400 naming `keywords`
  // with the check-safe text, shown like a blocked check rather than as a failure to retry.
  const refused =
    isApiError(list.error) && list.error.status === 400 ? (list.error.field('keywords') ?? null) : null;

  return {
    /** what was typed is too short to search (shown at once, without waiting for the debounce) */
    tooShort: !canSearch(typed),
    checking: ready && checkRequired && safety.isPending,
    /** the check-safe text of blocked keywords */
    blockedText: blockedText ?? refused,
    /** the safety call failed: nothing is searched until it answers */
    checkError: ready && checkRequired && safety.isError ? SAFETY_CHECK_FAILED : null,
    retryCheck: () => void safety.refetch(),
    retryingCheck: safety.isRefetching,
    list: { ...list, items: uniqueItems(list.data?.pages) },
  };
}
