import { useQuery } from '@tanstack/react-query';
import { sortCategories } from '@muse/domain';
import { categoriesApi } from '../categories.api';
import { categoryKeys } from '../categories-keys';

/** GET /images/categories: the special `new` first, the rest by name. */
export function useCategories() {
  return useQuery({
    queryKey: categoryKeys.list,
    queryFn: ({ signal }) => categoriesApi.list(signal),
    select: (categories) => sortCategories(categories),
    meta: { shownInPlace: () => true },
  });
}
