import { queryKeys } from '../../app/query-keys';

/**
 * Query keys of the categories. They live under the image lists' prefix, so whatever invalidates the image
 * lists (a new image, a deletion in the viewer) refreshes the categories and their images too.
 */
export const categoryKeys = {
  all: [...queryKeys.imageLists, 'categories'] as const,
  list: [...queryKeys.imageLists, 'categories', 'list'] as const,
  items: (categoryId: string) => [...queryKeys.imageLists, 'categories', 'items', categoryId] as const,
  request: [...queryKeys.images, 'category-request'] as const,
};
