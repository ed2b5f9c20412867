import type { ItemRow } from './images.repository';

/**
 * The watermarked copy of an item: one per item (the mark is the same for everyone), kept private so it
 * is reachable only through the signed link a paid download gets. Its name is the download's file name.
 */
export function watermarkKey(item: Pick<ItemRow, 'filename'>): string {
  return `private/downloads/${item.filename}/muse-${item.filename}.png`;
}

/** A video item's MP4, beside its poster (the item's picture) under the same visibility. */
export function videoFileKey(visibility: 'public' | 'private', filename: string): string {
  return `${visibility}/videos/${filename}.mp4`;
}
