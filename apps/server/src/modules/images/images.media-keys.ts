import type { ItemRow } from './images.repository';

/**
 * The watermarked copy of an item: one per item (the mark is the same for everyone), kept private so it
 * is reachable only through the signed link a paid download gets. Its name is the download's file name.
 */
export function watermarkKey(item: Pick<ItemRow, 'filename'>): string {
  return `private/downloads/${item.filename}/muse-${item.filename}.png`;
}
