import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, isLastPage } from '@muse/domain';
import { categoriesApi } from '../categories.api';
import { categoryKeys } from '../categories-keys';

/** A category's images (POST /images/category/{id}), paged with `after`; a short page ends paging. */
export function useCategoryItems(categoryId: string) {
  const query = useInfiniteQuery({
    queryKey: categoryKeys.items(categoryId),
    queryFn: ({ pageParam, signal }) =>
      categoriesApi.items(
        categoryId,
        { limit: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => (isLastPage(last.length) ? undefined : last[last.length - 1]?._id),
    meta: { shownInPlace: () => true },
  });
  return { ...query, items: query.data?.pages.flat() ?? [] };
}
