import sharp from 'sharp';
import type { BlobStore, Visibility } from '../../platform/storage';

/** Thumbnails are WebP, 400 px tall. */
export const THUMB_HEIGHT = 400;

/** Stores an item's picture (PNG) and its thumbnail under the item's filename; returns their keys and size. */
export async function storePicture(
  blobs: BlobStore,
  filename: string,
  visibility: Visibility,
  png: Buffer,
): Promise<{ imageKey: string; thumbKey: string; width: number | undefined; height: number | undefined }> {
  const imageKey = `${visibility}/images/${filename}.png`;
  const thumbKey = `${visibility}/images/thumbs/${filename}.webp`;
  const meta = await sharp(png).metadata();
  const thumb = await sharp(png).resize({ height: THUMB_HEIGHT }).webp({ quality: 82 }).toBuffer();
  await blobs.put(imageKey, png, { contentType: 'image/png', visibility });
  await blobs.put(thumbKey, thumb, { contentType: 'image/webp', visibility });
  return { imageKey, thumbKey, width: meta.width, height: meta.height };
}
