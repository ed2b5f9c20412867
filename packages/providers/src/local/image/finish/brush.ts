import type { NoiseFunction2D } from 'simplex-noise';
import type { Rng } from '../random';
import { curve } from './light';
import { grainAndVignette, luminance, type Raster } from './raster';

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

/**
 * Paints the picture over itself in short strokes: each takes the colour under its centre, follows the
 * edges there (or a slow flow field on flat areas) and carries bristle streaks, whose relief is lit at the end.
 */
export function finishBrush(img: Raster, rng: Rng, noise: NoiseFunction2D, o: BrushOptions): void {
  const { data, w, h, u } = img;
  const src = new Uint8ClampedArray(data);
  const lum = luminance(src);
  const height = new Float32Array(w * h);
  const bristles = new Float32Array(64);
  const spacing = Math.max(2, o.spacing * u);
  const cols = Math.ceil(w / spacing) + 1;
  const rows = Math.ceil(h / spacing) + 1;
  const order = new Uint32Array(cols * rows);
  for (let i = 0; i < order.length; i++) order[i] = i;
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = order[i] as number;
    order[i] = order[j] as number;
    order[j] = t;
  }
  const d = Math.max(1, Math.round(3 * u));
  for (const cell of order) {
    const cx = ((cell % cols) + rng.range(-0.5, 0.5)) * spacing;
    const cy = (Math.floor(cell / cols) + rng.range(-0.5, 0.5)) * spacing;
    const px = Math.min(w - 1 - d, Math.max(d, Math.round(cx)));
    const py = Math.min(h - 1 - d, Math.max(d, Math.round(cy)));
    const at = py * w + px;
    const gx = (lum[at + d] as number) - (lum[at - d] as number);
    const gy = (lum[at + d * w] as number) - (lum[at - d * w] as number);
    const strength = Math.sqrt(gx * gx + gy * gy);
    const flow = noise(px / (300 * u), py / (300 * u)) * Math.PI;
    const angle = strength > 12 ? Math.atan2(gy, gx) + Math.PI / 2 : flow;
    const len = rng.range(o.length[0], o.length[1]) * u * (strength > 40 ? 0.6 : 1);
    const wid = rng.range(o.width[0], o.width[1]) * u;
    const jitter = rng.range(-8, 8);
    const r = Math.min(255, Math.max(0, (src[at * 4] as number) + jitter));
    const g = Math.min(255, Math.max(0, (src[at * 4 + 1] as number) + jitter));
    const b = Math.min(255, Math.max(0, (src[at * 4 + 2] as number) + jitter));
    for (let i = 0; i < 64; i++) bristles[i] = 0.82 + 0.3 * rng();
    stamp(data, height, w, h, cx, cy, angle, len, wid, [r, g, b], o.alpha, bristles);
  }
  // Light the paint's relief from the top left.
  if (o.relief > 0) {
    const k = 38 * o.relief;
    for (let y = 1; y < h - 1; y++) {
      for (let x = 1; x < w - 1; x++) {
        const p = y * w + x;
        const shadeV = ((height[p - w - 1] as number) - (height[p + w + 1] as number)) * k;
        const i = p * 4;
        data[i] = (data[i] as number) + shadeV;
        data[i + 1] = (data[i + 1] as number) + shadeV;
        data[i + 2] = (data[i + 2] as number) + shadeV;
      }
    }
  }
  curve(img, 0.1, 1.12);
  grainAndVignette(img, rng, 4, 0.4);
}

function stamp(
  data: Uint8ClampedArray,
  height: Float32Array,
  w: number,
  h: number,
  cx: number,
  cy: number,
  angle: number,
  len: number,
  wid: number,
  [r, g, b]: [number, number, number],
  alpha: number,
  bristles: Float32Array,
): void {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = Math.ceil(len / 2 + wid / 2);
  const x0 = Math.max(0, Math.floor(cx - reach));
  const x1 = Math.min(w - 1, Math.ceil(cx + reach));
  const y0 = Math.max(0, Math.floor(cy - reach));
  const y1 = Math.min(h - 1, Math.ceil(cy + reach));
  const halfL = len / 2;
  const halfW = wid / 2;
  const bristleScale = 64 / wid;
  for (let y = y0; y <= y1; y++) {
    const dy = y - cy;
    // The row's span inside the stroke's rectangle: where both |along| ≤ halfL and |across| ≤ halfW.
    let lo = x0 - cx;
    let hi = x1 - cx;
    if (Math.abs(cos) > 1e-6) {
      const a = (-halfL - dy * sin) / cos;
      const b = (halfL - dy * sin) / cos;
      lo = Math.max(lo, Math.min(a, b));
      hi = Math.min(hi, Math.max(a, b));
    }
    if (Math.abs(sin) > 1e-6) {
      const a = (dy * cos - halfW) / sin;
      const b = (dy * cos + halfW) / sin;
      lo = Math.max(lo, Math.min(a, b));
      hi = Math.min(hi, Math.max(a, b));
    }
    if (lo > hi) continue;
    const xs = Math.max(x0, Math.floor(cx + lo));
    const xe = Math.min(x1, Math.ceil(cx + hi));
    const alongRow = dy * sin;
    const acrossRow = dy * cos;
    const invL = 1 / halfL;
    for (let x = xs; x <= xe; x++) {
      const dx = x - cx;
      const a = (dx * cos + alongRow) * invL;
      if (a < -1 || a > 1) continue;
      const across = acrossRow - dx * sin;
      // Rounded start, tapering tail.
      const a2 = a * a;
      const taper = a < 0 ? 1 - a2 * a2 * 0.6 - a2 * 0.4 : 1 - a2 * a2;
      const edge = halfW * taper;
      const inside = edge - (across < 0 ? -across : across);
      if (inside < 0) continue;
      let bi = ((across + halfW) * bristleScale) | 0;
      if (bi > 63) bi = 63;
      const bristle = bristles[bi] as number;
      const soft = (inside < 1.5 ? inside / 1.5 : 1) * alpha;
      const p = y * w + x;
      const i = p * 4;
      const d0 = data[i] as number;
      const d1 = data[i + 1] as number;
      const d2 = data[i + 2] as number;
      data[i] = d0 + (r * bristle - d0) * soft;
      data[i + 1] = d1 + (g * bristle - d1) * soft;
      data[i + 2] = d2 + (b * bristle - d2) * soft;
      height[p] = (height[p] as number) * (1 - soft) + bristle * soft * (0.6 + 0.4 * taper);
    }
  }
}
