import type { Rng } from '../random';
import { blurred, grade, rows, type Raster } from './raster';

/** Default "digital art": clean, a touch of contrast and a fine dither that hides gradient banding. */
export function finishDigital(img: Raster, rng: Rng): void {
  grade(img, rng, { contrast: 0.12, saturation: 1.08, grain: 3, vignette: 0.35 });
}

/** "Photo": soft bloom around the lights, gentler colour, an S-curve and film grain. */
export function finishPhoto(img: Raster, rng: Rng): void {
  const { data, w, h, u } = img;
  const glow = rows(blurred(data, w, h, 14 * u, 3), w, h);
  const k = 0.45 / (255 * 255);
  for (let y = 0; y < h; y++) {
    const row = glow(y);
    for (let x = 0, i = y * w * 4, j = 0; x < w; x++, i += 4, j += 3) {
      // Screen-blend the bright parts of the blur back in: 1 − (1 − a)(1 − b²·0.45), in levels.
      const r = row[j] as number;
      const g = row[j + 1] as number;
      const b = row[j + 2] as number;
      const dr = data[i] as number;
      const dg = data[i + 1] as number;
      const db = data[i + 2] as number;
      data[i] = dr + (255 - dr) * r * r * k;
      data[i + 1] = dg + (255 - dg) * g * g * k;
      data[i + 2] = db + (255 - db) * b * b * k;
    }
  }
  grade(img, rng, { contrast: 0.18, saturation: 0.9, grain: 7, vignette: 0.55 });
}
