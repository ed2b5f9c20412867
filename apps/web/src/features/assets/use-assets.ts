import { useInfiniteQuery } from '@tanstack/react-query';
import { assetsApi, type AssetFilters } from './assets.api';

/** Every query of the library starts with this key, so one invalidation refreshes them all. */
export const ASSETS_KEY = ['assets', 'search'] as const;

/** The library's pages for the dialog's filters, newest first. */
export function useAssetSearch(filters: AssetFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...ASSETS_KEY, filters],
    queryFn: ({ pageParam, signal }) => assetsApi.search(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
}
