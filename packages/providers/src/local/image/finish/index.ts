import { createNoise2D } from 'simplex-noise';
import type { Palette } from '../palette';
import type { Rng } from '../random';
import type { Style } from '../words';
import { finishBrush, oil, painterly } from './brush';
import { finishDigital, finishPhoto } from './light';
import { finishNeon } from './neon';
import { finishPencil } from './pencil';
import { finishPixel } from './pixel';
import { colourGrade, type Raster } from './raster';
import { finishWatercolor } from './watercolor';

/** Applies a style's treatment to the drawn scene, in place. */
export function finish(img: Raster, style: Style, pal: Palette, rng: Rng): void {
  const noise = createNoise2D(rng.fork(2));
  // A named colour leads the whole picture, whatever the scene drew.
  if (pal.tint && pal.tint.s > 0.05 && style !== 'pencil') colourGrade(img, pal.tint, 0.22);
  switch (style) {
    case 'watercolor':
      return finishWatercolor(img, rng, noise);
    case 'pencil':
      return finishPencil(img, rng, noise);
    case 'pixel':
      return finishPixel(img);
    case 'oil':
      return finishBrush(img, rng, noise, oil);
    case 'painterly':
      return finishBrush(img, rng, noise, painterly);
    case 'neon':
      return finishNeon(img, rng, pal.accents);
    case 'photo':
      return finishPhoto(img, rng);
    case 'digital':
      return finishDigital(img, rng);
  }
}
