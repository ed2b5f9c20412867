import type { ImageListKind } from './generator.api';

/** Query keys of the images views (the viewer reads the same item and list caches). */
export const imageKeys = {
  all: ['images'] as const,
  queue: ['images', 'queue'] as const,
  item: (filename: string) => ['images', 'item', filename] as const,
  lists: ['images', 'list'] as const,
  list: (kind: ImageListKind, keywords: string) => ['images', 'list', kind, keywords] as const,
};
