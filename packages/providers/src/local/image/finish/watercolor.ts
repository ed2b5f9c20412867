import type { NoiseFunction2D } from 'simplex-noise';
import type { Rng } from '../random';
import { boxBlur, grainTile, type Raster } from './raster';

/**
 * Watercolour: shapes wobble (a noise warp), colours bleed (a blur mixed back), pigment pools along
 * edges, washes are lighter than paint, blotchy granulation and paper grain show through, and the wash
 * stops short of the paper's edge.
 */
export function finishWatercolor(img: Raster, rng: Rng, noise: NoiseFunction2D): void {
  const { data, w, h, u } = img;
  const src = new Uint8ClampedArray(data);
  // Warp field at 1/16 resolution, bilinearly sampled.
  const cell = 16;
  const gw = Math.ceil(w / cell) + 2;
  const gh = Math.ceil(h / cell) + 2;
  const fx = new Float32Array(gw * gh);
  const fy = new Float32Array(gw * gh);
  const blot = new Float32Array(gw * gh);
  const amp = 7 * u;
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      const x = (i * cell) / (90 * u);
      const y = (j * cell) / (90 * u);
      fx[j * gw + i] = noise(x, y) * amp + noise(x * 3, y * 3 + 50) * amp * 0.4;
      fy[j * gw + i] = noise(x + 100, y) * amp + noise(x * 3 + 70, y * 3) * amp * 0.4;
      blot[j * gw + i] = noise(x * 0.6 + 200, y * 0.6) * 0.6 + noise(x * 2 + 300, y * 2) * 0.4;
    }
  }
  // Bilinear sampling, split in two: a grid row blended once per pixel row, then along x per pixel.
  const rowOf = (f: Float32Array, y: number, out: Float32Array) => {
    const j = Math.floor(y / cell);
    const ty = y / cell - j;
    for (let i = 0; i < gw; i++) {
      const a = f[j * gw + i] as number;
      out[i] = a + ((f[(j + 1) * gw + i] as number) - a) * ty;
    }
  };
  const at = (row: Float32Array, x: number) => {
    const i = x >> 4;
    const a = row[i] as number;
    return a + ((row[i + 1] as number) - a) * ((x & 15) / 16);
  };
  const rowX = new Float32Array(gw);
  const rowY = new Float32Array(gw);
  const rowB = new Float32Array(gw);
  for (let y = 0; y < h; y++) {
    rowOf(fx, y, rowX);
    rowOf(fy, y, rowY);
    for (let x = 0; x < w; x++) {
      const sx = Math.min(w - 1, Math.max(0, Math.round(x + at(rowX, x))));
      const sy = Math.min(h - 1, Math.max(0, Math.round(y + at(rowY, x))));
      const s = (sy * w + sx) * 4;
      const d = (y * w + x) * 4;
      data[d] = src[s] as number;
      data[d + 1] = src[s + 1] as number;
      data[d + 2] = src[s + 2] as number;
    }
  }
  const soft = boxBlur(data, w, h, 4 * u, 2);
  const tile = grainTile(rng);
  const margin = Math.min(w, h) * 0.035;
  for (let y = 0; y < h; y++) {
    rowOf(blot, y, rowB);
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const i = p * 4;
      const b = at(rowB, x);
      // Deckled edge: unpainted paper near the border, with a ragged boundary.
      const edgeDist = Math.min(x, y, w - 1 - x, h - 1 - y) + b * margin * 0.6;
      const paint = Math.min(1, Math.max(0, (edgeDist - margin * 0.4) / margin));
      const grain =
        (tile[((y & 255) << 8) | (x & 255)] as number) * 0.5 +
        (tile[(((y >> 2) & 255) << 8) | ((x >> 2) & 255)] as number) * 0.5;
      for (let c = 0; c < 3; c++) {
        const sharp = data[i + c] as number;
        const blurred = soft[i + c] as number;
        // Bleed, then pool pigment where the blur differs from the sharp image (an edge).
        let v = blurred * 0.65 + sharp * 0.35;
        v -= Math.abs(sharp - blurred) * 0.9;
        // A transparent wash: lighter than the paint, blotchy, with the paper's tooth in it.
        v = 255 - (255 - v) * (0.84 + b * 0.13) * (0.93 + grain * 0.07);
        const paper = 247 - c * 3 + grain * 4;
        data[i + c] = paper + (v - paper) * paint;
      }
    }
  }
}
