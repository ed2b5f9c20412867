import { toRgb, type Hsl } from '../colour';
import type { Rng } from '../random';
import {
  blank,
  blurSmall,
  halve,
  grainTile,
  luminance,
  rows,
  toMeans,
  vignetteColumns,
  type Raster,
} from './raster';

/**
 * Neon: the scene sinks into the dark, and its edges come back as glowing, saturated tubes. The tubes are
 * found at full size; their two glows (a tight one and a wide one) are blurred on reduced copies, summed
 * at the smaller reduction and read back row by row in the final pass, which also lays the grain and the
 * vignette.
 */
export function finishNeon(img: Raster, rng: Rng, accents: Hsl[]): void {
  const { data, w, h, u } = img;
  const lines = new Uint8ClampedArray(w * h * 3);
  const top = toRgb(accents[0] ?? { h: 315, s: 1, l: 0.6 });
  const bottom = toRgb(accents[1] ?? { h: 185, s: 1, l: 0.55 });
  const lum = luminance(data);
  // The tubes' sums over blocks of about half the tight glow's radius, gathered as the tubes are found
  // (they are sparse), for the glows below.
  const half = Math.max(1, Math.min(4, Math.floor((7 * u) / 2)));
  const glow = blank(w, h, half);
  for (let y = 1; y < h - 1; y++) {
    const t = y / h;
    const ar = top[0] * (1 - t) + bottom[0] * t;
    const ag = top[1] * (1 - t) + bottom[1] * t;
    const ab = top[2] * (1 - t) + bottom[2] * t;
    for (let x = 1, p = y * w + 1; x < w - 1; x++, p++) {
      const gx = (lum[p + 1] as number) - (lum[p - 1] as number);
      const gy = (lum[p + w] as number) - (lum[p - w] as number);
      const g2 = gx * gx + gy * gy;
      // Below a gradient of 10 there is no tube (most of the picture): skip the square root.
      if (g2 <= 100) continue;
      const e0 = (Math.sqrt(g2) - 10) * (1 / 25);
      const e = e0 > 1 ? 1 : e0;
      // The tube takes the scene's own colour, pushed to full saturation, blended with the accent gradient.
      const i = p * 4;
      const r = data[i] as number;
      const g = data[i + 1] as number;
      const b = data[i + 2] as number;
      const hi = r > g ? (r > b ? r : b) : g > b ? g : b;
      const max = hi > 1 ? hi : 1;
      const min = r < g ? (r < b ? r : b) : g < b ? g : b;
      const chroma = (max - min) / max;
      const stretch = (255 / (max - min > 1 ? max - min : 1)) * chroma;
      const rest = 1 - chroma;
      const lr = e * ((r - min) * stretch + ar * rest);
      const lg = e * ((g - min) * stretch + ag * rest);
      const lb = e * ((b - min) * stretch + ab * rest);
      const j = p * 3;
      lines[j] = lr;
      lines[j + 1] = lg;
      lines[j + 2] = lb;
      const k = (((y / half) | 0) * glow.w + ((x / half) | 0)) * 3;
      glow.data[k] = (glow.data[k] as number) + lr;
      glow.data[k + 1] = (glow.data[k + 1] as number) + lg;
      glow.data[k + 2] = (glow.data[k + 2] as number) + lb;
    }
  }
  // The glows: a tight one (radius 7u) blurred on a copy shrunk by about half its radius, and a wide one
  // (22u) on that copy shrunk twice more; summed with their weights at the tight one's size.
  toMeans(glow, w, h);
  const wide = halve(glow);
  blurSmall(wide, (22 * u) / wide.f, 2);
  blurSmall(glow, (7 * u) / half, 2);
  const wideRows = rows(wide, glow.w, glow.h, half);
  for (let y = 0; y < glow.h; y++) {
    const row = wideRows(y);
    for (let k = 0, o = y * glow.w * 3; k < row.length; k++, o++) {
      glow.data[o] = (glow.data[o] as number) * 1.8 + (row[k] as number) * 1.2;
    }
  }
  const glowRows = rows(glow, w, h);

  // Dark scene + tubes + glow, then grain and a darkened rim.
  const tile = grainTile(rng);
  const dx2 = vignetteColumns(w);
  for (let y = 0; y < h; y++) {
    const row = glowRows(y);
    const dy = (y / h - 0.5) * 2;
    const dy2 = dy * dy;
    const tileRow = (y & 255) << 8;
    for (let x = 0, i = y * w * 4, j = y * w * 3, k = 0; x < w; x++, i += 4, j += 3, k += 3) {
      const d = ((dx2[x] as number) + dy2) * 0.5 - 0.1;
      const v = d > 0 ? 1 - 0.5 * d : 1;
      const n = (tile[tileRow | (x & 255)] as number) * 3;
      const r = (data[i] as number) * 0.3 + (lines[j] as number) * 0.9 + (row[k] as number);
      const g = (data[i + 1] as number) * 0.3 + (lines[j + 1] as number) * 0.9 + (row[k + 1] as number);
      const b = (data[i + 2] as number) * 0.42 + (lines[j + 2] as number) * 0.9 + (row[k + 2] as number);
      data[i] = (r > 255 ? 255 : r) * v + n;
      data[i + 1] = (g > 255 ? 255 : g) * v + n;
      data[i + 2] = (b > 255 ? 255 : b) * v + n;
    }
  }
}
