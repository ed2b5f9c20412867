import type { NoiseFunction2D } from 'simplex-noise';
import type { Rng } from '../random';
import { blurGrey, grainTile, luminance, type Raster } from './raster';

// Hatching layers: each covers tones darker than its threshold, at its own angle (degrees).
const layers = [
  { angle: 45, threshold: 0.82 },
  { angle: -45, threshold: 0.6 },
  { angle: 15, threshold: 0.4 },
  { angle: 100, threshold: 0.22 },
];

/** Pencil: the scene's tones as layered graphite hatching on paper, with contour lines where tone changes. */
export function finishPencil(img: Raster, rng: Rng, noise: NoiseFunction2D): void {
  const { data, w, h, u } = img;
  const lum = luminance(data);
  const tone = blurGrey(lum, w, h, 1.5 * u, 1);
  const edgeSrc = blurGrey(lum, w, h, 2.5 * u, 2);
  const tile = grainTile(rng);
  const pressure = new Float32Array(256);
  for (let i = 0; i < 256; i++) pressure[i] = 0.55 + 0.45 * rng();
  const spacing = Math.max(3, 6 * u);
  const dirs = layers.map(({ angle, threshold }) => ({
    cos: Math.cos((angle * Math.PI) / 180) / spacing,
    sin: Math.sin((angle * Math.PI) / 180) / spacing,
    threshold,
  }));
  // A slow wobble so lines are not ruled, sampled on a coarse grid (noise per pixel is too slow).
  const cell = 8;
  const gw = Math.ceil(w / cell) + 1;
  const grid = new Float32Array(gw * (Math.ceil(h / cell) + 1));
  for (let i = 0; i < grid.length; i++)
    grid[i] = noise(((i % gw) * cell) / (120 * u), (Math.floor(i / gw) * cell) / (120 * u)) * 0.6;
  const wobble = (x: number, y: number) => grid[((y / cell) | 0) * gw + ((x / cell) | 0)] as number;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      // Lift the tones so the paper shows in the lights, and stretch the darks.
      const t = Math.min(1, Math.max(0, ((tone[p] as number) / 255 - 0.08) * 1.25));
      let v = 1;
      if (t < 0.82) {
        const wob = wobble(x, y);
        for (const d of dirs) {
          if (t >= d.threshold) break;
          const s = x * d.cos + y * d.sin + wob;
          const line = Math.floor(s);
          const f = s - line;
          const depth = Math.min(1, (d.threshold - t) / 0.25);
          const width = 0.22 + 0.25 * depth;
          if (f < width) v *= 1 - 0.55 * depth * (pressure[line & 255] as number) * (1 - f / width);
        }
      }
      if (x > 0 && y > 0 && x < w - 1 && y < h - 1) {
        const gx = (edgeSrc[p + 1] as number) - (edgeSrc[p - 1] as number);
        const gy = (edgeSrc[p + w] as number) - (edgeSrc[p - w] as number);
        const edge = Math.min(1, Math.max(0, (Math.sqrt(gx * gx + gy * gy) - 6) / 30));
        v *= 1 - edge * 0.7;
      }
      const grain = tile[((y & 255) << 8) | (x & 255)] as number;
      const g = v * (244 + grain * 6) - (1 - v) * grain * 14;
      const i = p * 4;
      data[i] = g + 3;
      data[i + 1] = g + 1;
      data[i + 2] = g - 2;
    }
  }
}
