import type { ImageItem } from '@muse/contracts';
import type { CategoryUpdate } from './categories.api';

/** The contract takes at most 500 images per move or bulk delete; bigger selections go in batches. */
export const MAX_BATCH = 500;

export function inBatches<T>(items: readonly T[], size: number = MAX_BATCH): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/** PUT /images/categories/update bodies moving images from the category `from` into `to`. */
export function moveBodies(from: string, to: string, ids: readonly string[]): CategoryUpdate[] {
  return inBatches(ids).map((batch) => ({
    categoryId: from,
    categoryUpdates: batch.map((_id) => ({ categoryId: to, _id })),
  }));
}

/** The picture a category takes from one of its images: the thumbnail, else the full image. */
export function pictureOf(item: Pick<ImageItem, 'imageThumbUrl' | 'imageUrl'> | undefined): string | null {
  return item?.imageThumbUrl ?? item?.imageUrl ?? null;
}
