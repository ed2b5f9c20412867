import type { NoiseFunction2D } from 'simplex-noise';
import type { Rng } from '../random';
import { grade, type Raster } from './raster';

interface BrushOptions {
  /** Distance between stroke centres, in units. */
  spacing: number;
  length: [number, number];
  width: [number, number];
  alpha: number;
  /** How strongly the paint's relief catches the light. */
  relief: number;
}

export const painterly: BrushOptions = {
  spacing: 10,
  length: [12, 22],
  width: [5, 9],
  alpha: 0.8,
  relief: 0.35,
};
export const oil: BrushOptions = { spacing: 11, length: [18, 34], width: [8, 13], alpha: 0.95, relief: 1 };

/** Rows per band: strokes are painted band by band so the pixels they touch stay in the cache. */
const BAND = 64;
/**
 * Numbers kept per stroke: centre x and y, direction cos and sin, half length, half width, r, g, b and
 * where its bristles start in the table.
 */
const FIELDS = 10;
const BRISTLES = 64;
const BRISTLE_TABLE = 4096;

/**
 * Paints the picture over itself in short strokes: each takes the colour under its centre, follows the
 * edges there (or a slow flow field on flat areas) and carries bristle streaks, whose relief is lit at the end.
 *
 * The strokes are decided first, in their random painting order, then painted one band of rows at a time:
 * within a band in that same order, so every pixel sees its strokes in the order the whole picture would
 * (strokes that do not overlap commute), and the result is the same as painting stroke after stroke, while
 * the memory touched stays small.
 */
export function finishBrush(img: Raster, rng: Rng, noise: NoiseFunction2D, o: BrushOptions): void {
  const { data, w, h, u } = img;
  const spacing = Math.max(2, o.spacing * u);
  const cols = Math.ceil(w / spacing) + 1;
  const rows = Math.ceil(h / spacing) + 1;
  const count = cols * rows;
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = order[i] as number;
    order[i] = order[j] as number;
    order[j] = t;
  }
  // Bristle streaks: each stroke reads its 64 from a random place in one seeded table.
  const bristles = new Float32Array(BRISTLE_TABLE);
  for (let i = 0; i < BRISTLE_TABLE; i++) bristles[i] = 0.82 + 0.3 * rng();
  const d = Math.max(1, Math.round(3 * u));
  const strokes = new Float64Array(count * FIELDS);
  const top = new Int32Array(count);
  const bottom = new Int32Array(count);
  // Luminance where a stroke looks for the edge it should follow (only four pixels per stroke).
  const lum = (p: number) =>
    0.2126 * (data[p * 4] as number) +
    0.7152 * (data[p * 4 + 1] as number) +
    0.0722 * (data[p * 4 + 2] as number);
  for (let k = 0; k < count; k++) {
    const cell = order[k] as number;
    const cx = ((cell % cols) + rng.range(-0.5, 0.5)) * spacing;
    const cy = (Math.floor(cell / cols) + rng.range(-0.5, 0.5)) * spacing;
    const px = Math.min(w - 1 - d, Math.max(d, Math.round(cx)));
    const py = Math.min(h - 1 - d, Math.max(d, Math.round(cy)));
    const at = py * w + px;
    const gx = lum(at + d) - lum(at - d);
    const gy = lum(at + d * w) - lum(at - d * w);
    const strength = Math.sqrt(gx * gx + gy * gy);
    const flow = noise(px / (300 * u), py / (300 * u)) * Math.PI;
    const angle = strength > 12 ? Math.atan2(gy, gx) + Math.PI / 2 : flow;
    const len = rng.range(o.length[0], o.length[1]) * u * (strength > 40 ? 0.6 : 1);
    const wid = rng.range(o.width[0], o.width[1]) * u;
    const jitter = rng.range(-8, 8);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const s = k * FIELDS;
    strokes[s] = cx;
    strokes[s + 1] = cy;
    strokes[s + 2] = cos;
    strokes[s + 3] = sin;
    strokes[s + 4] = len / 2;
    strokes[s + 5] = wid / 2;
    strokes[s + 6] = Math.min(255, Math.max(0, (data[at * 4] as number) + jitter));
    strokes[s + 7] = Math.min(255, Math.max(0, (data[at * 4 + 1] as number) + jitter));
    strokes[s + 8] = Math.min(255, Math.max(0, (data[at * 4 + 2] as number) + jitter));
    strokes[s + 9] = Math.floor(rng() * (BRISTLE_TABLE - BRISTLES));
    // The rows the rotated rectangle reaches.
    const reach = Math.abs(sin) * (len / 2) + Math.abs(cos) * (wid / 2) + 1;
    top[k] = Math.max(0, Math.floor(cy - reach));
    bottom[k] = Math.min(h - 1, Math.ceil(cy + reach));
  }
  // Each band's strokes, in painting order (compressed rows: band b's are at list[start[b]…start[b+1])).
  const bands = Math.ceil(h / BAND);
  const start = new Int32Array(bands + 1);
  for (let k = 0; k < count; k++) {
    const last = ((bottom[k] as number) / BAND) | 0;
    for (let b = ((top[k] as number) / BAND) | 0; b <= last; b++) start[b + 1] = (start[b + 1] as number) + 1;
  }
  for (let b = 0; b < bands; b++) start[b + 1] = (start[b + 1] as number) + (start[b] as number);
  const list = new Int32Array(start[bands] as number);
  const fill = start.slice(0, bands);
  for (let k = 0; k < count; k++) {
    const last = ((bottom[k] as number) / BAND) | 0;
    for (let b = ((top[k] as number) / BAND) | 0; b <= last; b++) {
      list[fill[b] as number] = k;
      fill[b] = (fill[b] as number) + 1;
    }
  }
  const height = new Float32Array(w * h);
  for (let b = 0; b < bands; b++) {
    const y0 = b * BAND;
    const y1 = Math.min(h, y0 + BAND) - 1;
    for (let n = start[b] as number; n < (start[b + 1] as number); n++) {
      const k = list[n] as number;
      const from = top[k] as number;
      const to = bottom[k] as number;
      stamp(data, height, w, strokes, k, bristles, o.alpha, from > y0 ? from : y0, to < y1 ? to : y1);
    }
  }
  // Light the paint's relief from the top left, then the tone curve, grain and vignette.
  grade(img, rng, {
    contrast: 0.1,
    saturation: 1.12,
    grain: 4,
    vignette: 0.4,
    relief: { height, strength: 38 * o.relief },
  });
}

/**
 * Paints stroke k's rows y0…y1: a rectangle along its direction with a rounded start and a tapering tail,
 * soft at its sides, streaked by its bristles, and raises the paint's height map under it. In each row only
 * the rectangle's exact span is visited, and the stroke's coordinates advance by constant steps along it.
 */
function stamp(
  data: Uint8ClampedArray,
  height: Float32Array,
  w: number,
  strokes: Float64Array,
  k: number,
  bristles: Float32Array,
  alpha: number,
  y0: number,
  y1: number,
): void {
  const s = k * FIELDS;
  const cx = strokes[s] as number;
  const cy = strokes[s + 1] as number;
  const cos = strokes[s + 2] as number;
  const sin = strokes[s + 3] as number;
  const halfL = strokes[s + 4] as number;
  const halfW = strokes[s + 5] as number;
  const r = strokes[s + 6] as number;
  const g = strokes[s + 7] as number;
  const b = strokes[s + 8] as number;
  const bristle0 = strokes[s + 9] as number;
  const reach = Math.ceil(halfL + halfW);
  const x0 = Math.max(0, Math.floor(cx - reach));
  const x1 = Math.min(w - 1, Math.ceil(cx + reach));
  const bristleScale = BRISTLES / (halfW * 2);
  const invL = 1 / halfL;
  const stepA = cos * invL;
  const softK = alpha / 1.5;
  const alongCos = Math.abs(cos) > 1e-6;
  const acrossSin = Math.abs(sin) > 1e-6;
  for (let y = y0; y <= y1; y++) {
    const dy = y - cy;
    const alongRow = dy * sin;
    const acrossRow = dy * cos;
    // The row's span inside the stroke's rectangle: where both |along| ≤ halfL and |across| ≤ halfW.
    let lo = x0 - cx;
    let hi = x1 - cx;
    if (alongCos) {
      const a = (-halfL - alongRow) / cos;
      const c = (halfL - alongRow) / cos;
      const mn = a < c ? a : c;
      const mx = a < c ? c : a;
      if (mn > lo) lo = mn;
      if (mx < hi) hi = mx;
    }
    if (acrossSin) {
      const a = (acrossRow - halfW) / sin;
      const c = (acrossRow + halfW) / sin;
      const mn = a < c ? a : c;
      const mx = a < c ? c : a;
      if (mn > lo) lo = mn;
      if (mx < hi) hi = mx;
    }
    if (lo > hi) continue;
    // floor(cx + lo) and ceil(cx + hi): both lie in [x0, x1], so non-negative, where | 0 truncates.
    const fl = cx + lo;
    const fh = cx + hi;
    let xs = fl | 0;
    if (xs > fl) xs--;
    let xe = fh | 0;
    if (xe < fh) xe++;
    if (xs < x0) xs = x0;
    if (xe > x1) xe = x1;
    const dx0 = xs - cx;
    let a = (dx0 * cos + alongRow) * invL;
    let across = acrossRow - dx0 * sin;
    for (let p = y * w + xs, end = y * w + xe; p <= end; p++, a += stepA, across -= sin) {
      if (a < -1 || a > 1) continue;
      // Rounded start, tapering tail.
      const a2 = a * a;
      const taper = a < 0 ? 1 - a2 * a2 * 0.6 - a2 * 0.4 : 1 - a2 * a2;
      const inside = halfW * taper - Math.abs(across);
      if (inside < 0) continue;
      let bi = ((across + halfW) * bristleScale) | 0;
      if (bi > BRISTLES - 1) bi = BRISTLES - 1;
      const bristle = bristles[bristle0 + bi] as number;
      const soft = inside < 1.5 ? inside * softK : alpha;
      const i = p * 4;
      const d0 = data[i] as number;
      const d1 = data[i + 1] as number;
      const d2 = data[i + 2] as number;
      data[i] = d0 + (r * bristle - d0) * soft;
      data[i + 1] = d1 + (g * bristle - d1) * soft;
      data[i + 2] = d2 + (b * bristle - d2) * soft;
      const hp = height[p] as number;
      height[p] = hp + (bristle * (0.6 + 0.4 * taper) - hp) * soft;
    }
  }
}
