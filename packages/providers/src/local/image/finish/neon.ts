import { toRgb, type Hsl } from '../colour';
import type { Rng } from '../random';
import { boxBlur, grainAndVignette, luminance, type Raster } from './raster';

/** Neon: the scene sinks into the dark, and its edges come back as glowing, saturated tubes. */
export function finishNeon(img: Raster, rng: Rng, accents: Hsl[]): void {
  const { data, w, h, u } = img;
  const src = new Uint8ClampedArray(data);
  const lines = new Uint8ClampedArray(data.length);
  const top = toRgb(accents[0] ?? { h: 315, s: 1, l: 0.6 });
  const bottom = toRgb(accents[1] ?? { h: 185, s: 1, l: 0.55 });
  const lumAll = luminance(src);
  for (let y = 1; y < h - 1; y++) {
    const t = y / h;
    for (let x = 1; x < w - 1; x++) {
      const i = (y * w + x) * 4;
      const p = i >> 2;
      const gx = (lumAll[p + 1] as number) - (lumAll[p - 1] as number);
      const gy = (lumAll[p + w] as number) - (lumAll[p - w] as number);
      const e = Math.min(1, Math.max(0, (Math.sqrt(gx * gx + gy * gy) - 10) / 25));
      if (e === 0) continue;
      // The tube takes the scene's own colour, pushed to full saturation, blended with the accent gradient.
      const r = src[i] as number;
      const g = src[i + 1] as number;
      const b = src[i + 2] as number;
      const max = Math.max(r, g, b, 1);
      const min = Math.min(r, g, b);
      const chroma = (max - min) / max;
      for (let c = 0; c < 3; c++) {
        const own = (((src[i + c] as number) - min) / Math.max(1, max - min)) * 255;
        const accent = (top[c] as number) * (1 - t) + (bottom[c] as number) * t;
        lines[i + c] = e * (own * chroma + accent * (1 - chroma));
      }
      lines[i + 3] = 255;
    }
  }
  const glow = boxBlur(lines, w, h, 7 * u, 2);
  const wide = boxBlur(lines, w, h, 22 * u, 2);
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      const base = (src[i + c] as number) * (c === 2 ? 0.42 : 0.3);
      data[i + c] =
        base + (lines[i + c] as number) * 0.9 + (glow[i + c] as number) * 1.8 + (wide[i + c] as number) * 1.2;
    }
  }
  grainAndVignette(img, rng, 3, 0.5);
}
