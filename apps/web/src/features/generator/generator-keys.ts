import { queryKeys } from '../../app/query-keys';
import type { ImageListKind } from './generator.api';

/** Query keys of the images views (the viewer reads the same item and list caches). */
export const imageKeys = {
  all: queryKeys.images,
  queue: ['images', 'queue'] as const,
  item: (filename: string) => ['images', 'item', filename] as const,
  /** every list of images, the categories' included: a change to an image invalidates this prefix */
  lists: queryKeys.imageLists,
  list: (kind: ImageListKind) => [...queryKeys.imageLists, kind] as const,
  similar: (keywords: string) => [...queryKeys.imageLists, 'similar', keywords] as const,
  safety: (text: string) => ['images', 'check-safe', text] as const,
};
