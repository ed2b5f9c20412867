import type { NoiseFunction2D } from 'simplex-noise';
import type { Rng } from '../random';
import { blurred, grainTile, rows, type Raster } from './raster';

/** The warp and blot fields' grid: one sample every 16 pixels (x >> 4), bilinearly interpolated. */
const CELL = 16;
/** Larger than any warp (a few times 7u): keeps coordinates positive while they are rounded with `| 0`. */
const SHIFT = 1024;

/**
 * Watercolour: shapes wobble (a noise warp), colours bleed (a blur mixed back), pigment pools along
 * edges, washes are lighter than paint, blotchy granulation and paper grain show through, and the wash
 * stops short of the paper's edge. Two passes over the picture: the warp, then everything else with the
 * bleed read from a reduced blurred copy.
 */
export function finishWatercolor(img: Raster, rng: Rng, noise: NoiseFunction2D): void {
  const { data, w, h, u } = img;
  // Warp field at 1/16 resolution.
  const gw = Math.ceil(w / CELL) + 2;
  const gh = Math.ceil(h / CELL) + 2;
  const fx = new Float32Array(gw * gh);
  const fy = new Float32Array(gw * gh);
  const blot = new Float32Array(gw * gh);
  const amp = 7 * u;
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      const x = (i * CELL) / (90 * u);
      const y = (j * CELL) / (90 * u);
      fx[j * gw + i] = noise(x, y) * amp + noise(x * 3, y * 3 + 50) * amp * 0.4;
      fy[j * gw + i] = noise(x + 100, y) * amp + noise(x * 3 + 70, y * 3) * amp * 0.4;
      blot[j * gw + i] = noise(x * 0.6 + 200, y * 0.6) * 0.6 + noise(x * 2 + 300, y * 2) * 0.4;
    }
  }
  const rowX = new Float32Array(gw);
  const rowY = new Float32Array(gw);
  const rowB = new Float32Array(gw);

  // The warp: each pixel takes the colour a little way off, moved as whole 32-bit RGBA words.
  const n = w * h;
  const aligned = data.byteOffset % 4 === 0;
  const out32 = aligned ? new Uint32Array(data.buffer, data.byteOffset, n) : new Uint32Array(n);
  const src32 = new Uint32Array(n);
  if (aligned) src32.set(out32);
  else new Uint8Array(src32.buffer).set(data);
  for (let y = 0; y < h; y++) {
    gridRow(fx, gw, y, rowX);
    gridRow(fy, gw, y, rowY);
    for (let x = 0; x < w; x++) {
      const c = x >> 4;
      const t = (x & 15) * (1 / 16);
      const ax = rowX[c] as number;
      const ay = rowY[c] as number;
      // Rounded to the nearest pixel: | 0 truncates, so shift the (possibly negative) value positive first.
      let sx = ((x + ax + ((rowX[c + 1] as number) - ax) * t + SHIFT + 0.5) | 0) - SHIFT;
      let sy = ((y + ay + ((rowY[c + 1] as number) - ay) * t + SHIFT + 0.5) | 0) - SHIFT;
      sx = sx < 0 ? 0 : sx >= w ? w - 1 : sx;
      sy = sy < 0 ? 0 : sy >= h ? h - 1 : sy;
      out32[y * w + x] = src32[sy * w + sx] as number;
    }
  }
  if (!aligned) data.set(new Uint8Array(out32.buffer));

  // Bleed, pooling, wash, granulation, paper and the deckled border, in one pass.
  // The bleed: a blur of radius 4u, made on a copy shrunk by as much (its radius there is one pixel).
  const soft = rows(blurred(data, w, h, 4 * u, 2, Math.max(1, Math.round(4 * u))), w, h);
  const tile = grainTile(rng);
  const margin = Math.min(w, h) * 0.035;
  const invMargin = 1 / margin;
  const inset = Math.ceil(2 * margin);
  for (let y = 0; y < h; y++) {
    gridRow(blot, gw, y, rowB);
    const bleed = soft(y);
    const tileRow = (y & 255) << 8;
    const coarseRow = ((y >> 2) & 255) << 8;
    const yEdge = y < h - 1 - y ? y : h - 1 - y;
    const rim = yEdge < inset;
    for (let x = 0, i = y * w * 4, j = 0; x < w; x++, i += 4, j += 3) {
      const c = x >> 4;
      const b0 = rowB[c] as number;
      const b = b0 + ((rowB[c + 1] as number) - b0) * ((x & 15) * (1 / 16));
      // Deckled edge: unpainted paper near the border, with a ragged boundary (|b| ≤ 1, so a pixel 2
      // margins in is always painted). Ternaries: Math.min is several times slower than it looks here.
      let paint = 1;
      if (rim || x < inset || x >= w - inset) {
        const xEdge = x < w - 1 - x ? x : w - 1 - x;
        const edge = (xEdge < yEdge ? xEdge : yEdge) + b * margin * 0.6;
        const p = (edge - margin * 0.4) * invMargin;
        paint = p < 0 ? 0 : p > 1 ? 1 : p;
      }
      const grain =
        (tile[tileRow | (x & 255)] as number) * 0.5 + (tile[coarseRow | ((x >> 2) & 255)] as number) * 0.5;
      // A transparent wash: lighter than the paint, blotchy, with the paper's tooth in it.
      const wash = (0.84 + b * 0.13) * (0.93 + grain * 0.07);
      const paper = 247 + grain * 4;
      // Bleed, then pool pigment where the blur differs from the sharp image (an edge).
      const r = data[i] as number;
      const br = bleed[j] as number;
      const vr = 255 - (255 - (br * 0.65 + r * 0.35 - Math.abs(r - br) * 0.9)) * wash;
      data[i] = paper + (vr - paper) * paint;
      const g = data[i + 1] as number;
      const bg = bleed[j + 1] as number;
      const vg = 255 - (255 - (bg * 0.65 + g * 0.35 - Math.abs(g - bg) * 0.9)) * wash;
      data[i + 1] = paper - 3 + (vg - paper + 3) * paint;
      const bl = data[i + 2] as number;
      const bb = bleed[j + 2] as number;
      const vb = 255 - (255 - (bb * 0.65 + bl * 0.35 - Math.abs(bl - bb) * 0.9)) * wash;
      data[i + 2] = paper - 6 + (vb - paper + 6) * paint;
    }
  }
}

/** Row y of a 1/16-resolution grid, interpolated between its two grid rows, into `out`. */
function gridRow(f: Float32Array, gw: number, y: number, out: Float32Array): void {
  const j = Math.floor(y / CELL);
  const ty = y / CELL - j;
  const top = j * gw;
  const bottom = top + gw;
  for (let i = 0; i < gw; i++) {
    const a = f[top + i] as number;
    out[i] = a + ((f[bottom + i] as number) - a) * ty;
  }
}
