import { AVATAR_FINISH_IDS } from '@muse/domain';
import { buildPalette } from '../palette';
import { planScene } from '../plan';
import { readPrompt } from '../prompt';
import { createRng } from '../random';
import type { Style } from '../words';
import { finish } from './index';

/**
 * The treatments the local image engine gives its pictures, usable on any picture (e.g. a drawn portrait):
 * the same list the product offers for portraits (@muse/domain), each one of the engine's styles.
 */
export const FINISH_NAMES = AVATAR_FINISH_IDS satisfies readonly Style[];
export type FinishName = (typeof FINISH_NAMES)[number];

/** An RGBA picture, 4 bytes a pixel, row by row. */
export interface RgbaRaster {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * Applies a named finish to a copy of `raster` and returns the copy; the same raster, finish and seed always
 * give the same picture. The palette comes from an empty prompt in that style, as the engine would plan it,
 * so neon gets its own accents and no named colour tints the picture.
 */
export function applyFinish(raster: RgbaRaster, name: FinishName, seed: number): RgbaRaster {
  const { width, height } = raster;
  if (raster.data.length !== width * height * 4)
    throw new RangeError('raster data is not width × height × 4');
  const rng = createRng(seed);
  const plan = planScene(readPrompt(''), name, rng.fork(10));
  const pal = buildPalette(plan, rng.fork(11));
  const data = new Uint8ClampedArray(raster.data);
  finish({ data, w: width, h: height, u: Math.min(width, height) / 1024 }, name, pal, rng.fork(13));
  return { width, height, data };
}
