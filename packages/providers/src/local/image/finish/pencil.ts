import type { NoiseFunction2D } from 'simplex-noise';
import type { Rng } from '../random';
import { blurGrey, grainTile, luminance, type Raster } from './raster';

// Hatching layers: each covers tones darker than its threshold, at its own angle (degrees). Darker layers
// only ever add to lighter ones, so the thresholds must fall.
const layers = [
  { angle: 45, threshold: 0.82 },
  { angle: -45, threshold: 0.6 },
  { angle: 15, threshold: 0.4 },
  { angle: 100, threshold: 0.22 },
] as const;
/** Added to line coordinates so they stay positive and `| 0` floors them; a multiple of the 256 pressures. */
const OFFSET = 1 << 16;
/** The wobble's grid: one noise sample every 8 pixels (x >> 3). */
const CELL = 8;

/**
 * Pencil: the scene's tones as layered graphite hatching on paper, with contour lines where tone changes.
 * One pass over the picture after two small blurs (the tone, and the contours' source blurred once more
 * from it); the four layers are written out, and their tone-dependent weights come from tables, so each
 * costs a few operations per pixel.
 */
export function finishPencil(img: Raster, rng: Rng, noise: NoiseFunction2D): void {
  const { data, w, h, u } = img;
  const lum = luminance(data);
  const scratch = new Float32Array(w * h);
  const tone = blurGrey(lum, w, h, 1.5 * u, 1, undefined, scratch);
  // Contours from a wider blur: the tone blurred again (two box passes in all), written over lum.
  const edgeSrc = blurGrey(tone, w, h, 2.5 * u, 1, lum, scratch);
  const tile = grainTile(rng);
  const pressure = new Float32Array(256);
  for (let i = 0; i < 256; i++) pressure[i] = 0.55 + 0.45 * rng();
  const spacing = Math.max(3, 6 * u);
  const [l0, l1, l2, l3] = layers.map(({ angle, threshold }) => ({
    cos: Math.cos((angle * Math.PI) / 180) / spacing,
    sin: Math.sin((angle * Math.PI) / 180) / spacing,
    threshold,
  })) as [Line, Line, Line, Line];
  const [t0, t1, t2, t3] = [l0.threshold, l1.threshold, l2.threshold, l3.threshold];
  const [c0, c1, c2, c3] = [l0.cos, l1.cos, l2.cos, l3.cos];
  // A slow wobble so lines are not ruled, sampled on a coarse grid (noise per pixel is too slow).
  const gw = Math.ceil(w / CELL) + 1;
  const grid = new Float32Array(gw * (Math.ceil(h / CELL) + 1));
  for (let i = 0; i < grid.length; i++)
    grid[i] = noise(((i % gw) * CELL) / (120 * u), (Math.floor(i / gw) * CELL) / (120 * u)) * 0.6;
  // Per tone level (the blurred luminance, rounded): the lifted tone (the paper shows in the lights, the
  // darks stretch) and per layer its lines' darkness at full pressure (0 where the layer does not reach:
  // darker tones get deeper lines) and the inverse of their width (darker tones get wider ones).
  const lifted = new Float32Array(256);
  const dark = new Float32Array(4 * 256);
  const narrow = new Float32Array(4 * 256);
  for (let level = 0; level < 256; level++) {
    const t = Math.min(1, Math.max(0, (level / 255 - 0.08) * 1.25));
    lifted[level] = t;
    for (const [k, threshold] of [t0, t1, t2, t3].entries()) {
      const depth = Math.min(1, Math.max(0, (threshold - t) / 0.25));
      dark[k * 256 + level] = 0.55 * depth;
      narrow[k * 256 + level] = 1 / (0.22 + 0.25 * depth);
    }
  }
  for (let y = 0; y < h; y++) {
    // Each layer's line coordinate at x = 0 of this row, before the wobble.
    const s0 = y * l0.sin + OFFSET;
    const s1 = y * l1.sin + OFFSET;
    const s2 = y * l2.sin + OFFSET;
    const s3 = y * l3.sin + OFFSET;
    const gridRow = (y >> 3) * gw;
    const tileRow = (y & 255) << 8;
    const inner = y > 0 && y < h - 1;
    for (let x = 0, p = y * w; x < w; x++, p++) {
      const level = ((tone[p] as number) + 0.5) | 0;
      const t = lifted[level] as number;
      let v = 1;
      if (t < t0) {
        const wob = grid[gridRow + (x >> 3)] as number;
        v = hatch(v, s0 + x * c0 + wob, dark[level] as number, narrow[level] as number, pressure);
        if (t < t1) {
          const l = 256 + level;
          v = hatch(v, s1 + x * c1 + wob, dark[l] as number, narrow[l] as number, pressure);
          if (t < t2) {
            const m = 512 + level;
            v = hatch(v, s2 + x * c2 + wob, dark[m] as number, narrow[m] as number, pressure);
            if (t < t3) {
              const n = 768 + level;
              v = hatch(v, s3 + x * c3 + wob, dark[n] as number, narrow[n] as number, pressure);
            }
          }
        }
      }
      if (inner && x > 0 && x < w - 1) {
        const gx = (edgeSrc[p + 1] as number) - (edgeSrc[p - 1] as number);
        const gy = (edgeSrc[p + w] as number) - (edgeSrc[p - w] as number);
        const g2 = gx * gx + gy * gy;
        // Contours only where the tone changes by more than 6 levels (most pixels do not: no square root).
        if (g2 > 36) {
          const e = (Math.sqrt(g2) - 6) * (1 / 30);
          v *= 1 - (e > 1 ? 1 : e) * 0.7;
        }
      }
      const grain = tile[tileRow | (x & 255)] as number;
      const g = v * (244 + grain * 6) - (1 - v) * grain * 14;
      const i = p * 4;
      data[i] = g + 3;
      data[i + 1] = g + 1;
      data[i + 2] = g - 2;
    }
  }
}

interface Line {
  cos: number;
  sin: number;
  threshold: number;
}

/**
 * One layer of hatching at line coordinate s (lines are one unit apart, `1 / narrow` wide, `dark` deep at
 * full pressure). Returns the paper's remaining lightness. Branch-free (max(q, 0) as (q + |q|) / 2):
 * whether a pixel falls on a line is a coin toss to the CPU's branch predictor.
 */
function hatch(v: number, s: number, dark: number, narrow: number, pressure: Float32Array): number {
  const line = s | 0;
  const q = 1 - (s - line) * narrow;
  return v * (1 - dark * (pressure[line & 255] as number) * (q + Math.abs(q)) * 0.5);
}
