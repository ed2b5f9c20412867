/**
 * The shots' pictures as rasters: painted by the image engine from each shot's prompt, or the given images
 * fitted to the raster. Rasters are larger than the output (a quarter more each side, within the painter's
 * limit) so the camera has room to move without showing an edge or magnifying much.
 */
import sharp from 'sharp';
import type { EngineContext } from '../../ports/engine';
import type { ImageEngine } from '../../ports/image';
import { MAX_SIDE as PAINTER_MAX_SIDE } from '../image';
import type { Size } from './camera';
import type { Raster } from './resample';
import type { Shot } from './storyboard';
import { badRequest } from './validate';

/** How much larger than the output a shot is painted, each side. */
export const OVERSCAN = 1.25;
/**
 * A close-up is painted larger still and seen through a smaller part of it, so the subject fills more of
 * the frame at the painter's own detail rather than magnified.
 */
export const CLOSE_OVERSCAN = 1.6;

export function rasterSize(out: Size, overscan = OVERSCAN): Size {
  const scale = Math.min(overscan, PAINTER_MAX_SIDE / out.width, PAINTER_MAX_SIDE / out.height);
  return { width: Math.round(out.width * scale), height: Math.round(out.height * scale) };
}

/** Decodes a picture to RGBA words of exactly `size`, cropped to fill it around what looks interesting. */
export async function toRaster(image: Buffer, size: Size): Promise<Raster> {
  const { data, info } = await sharp(image)
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Uint32Array needs 4-byte alignment; sharp's buffers are their own allocations, but make sure.
  const bytes = data.byteOffset % 4 === 0 ? data : Buffer.from(data);
  return {
    pixels: new Uint32Array(bytes.buffer, bytes.byteOffset, info.width * info.height),
    width: info.width,
    height: info.height,
  };
}

export interface Painted {
  rasters: Raster[];
  /** The painter's note on the first shot (the prompt as written), e.g. "drawn without: cliff". */
  notes?: string;
}

/** Paints every shot in turn, close-ups larger; `progress` gets the fraction done (0–1). */
export async function paintShots(
  shots: readonly Shot[],
  painter: ImageEngine,
  out: Size,
  ctx: EngineContext,
  progress: (fraction: number) => void,
): Promise<Painted> {
  const rasters: Raster[] = [];
  let notes: string | undefined;
  for (const [i, shot] of shots.entries()) {
    const size = rasterSize(out, shot.framing === 'close' ? CLOSE_OVERSCAN : OVERSCAN);
    const result = await painter.generate(
      { prompt: shot.prompt ?? '', width: size.width, height: size.height, seed: shot.seed },
      {
        ...(ctx.signal ? { signal: ctx.signal } : {}),
        onProgress: (pct) => progress((i + pct / 100) / shots.length),
      },
    );
    const image = result.images[0];
    if (!image) throw new Error('The painter returned no picture.');
    if (i === 0 && result.notes) notes = result.notes;
    rasters.push(await toRaster(image.data, size));
    progress((i + 1) / shots.length);
  }
  return { rasters, ...(notes ? { notes } : {}) };
}

/** The given images as rasters; one that cannot be read is the caller's mistake, said as such. */
export async function stillRasters(images: readonly Buffer[], size: Size): Promise<Raster[]> {
  const rasters: Raster[] = [];
  for (const [i, image] of images.entries()) {
    try {
      rasters.push(await toRaster(image, size));
    } catch (error) {
      const which = images.length > 1 ? `Image ${i + 1}` : 'The image';
      throw Object.assign(badRequest(`${which} could not be read as a picture (PNG, JPEG or WebP).`), {
        cause: error,
      });
    }
  }
  return rasters;
}
