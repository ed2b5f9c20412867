/**
 * The inner loop of the video: a frame sampled from a shot's raster, bilinear, in fixed point. Pixels are
 * read as 32-bit words (RGBA in memory is ABGR in a little-endian word) and two channels are blended at
 * once in the spare bits (red and blue, green and alpha), with 8-bit weights that sum to 256 so neither
 * channel spills into the other. A colour grade (three lookup tables) is applied on the way out.
 */
import type { RowMap } from './camera';

/** A shot's picture: RGBA pixels as 32-bit words. */
export interface Raster {
  pixels: Uint32Array;
  width: number;
  height: number;
}

/** Lookup tables per channel, already shifted to their place in the output word. */
export interface Grade {
  r: Uint32Array;
  g: Uint32Array;
  b: Uint32Array;
}

const M = 0x00ff00ff;
const OPAQUE = 0xff000000;
/** 16.16 fixed point for the source column. */
const ONE = 65536;

/** A grade of exposure (1 = unchanged) and warmth (+ warmer, − cooler), as lookup tables. */
export function gradeOf(exposure: number, warmth: number, into?: Grade): Grade {
  const grade = into ?? { r: new Uint32Array(256), g: new Uint32Array(256), b: new Uint32Array(256) };
  const gains = [exposure * (1 + warmth), exposure * (1 + 0.15 * warmth), exposure * (1 - warmth)];
  for (let v = 0; v < 256; v++) {
    const [r, g, b] = gains.map((gain) => Math.min(255, Math.max(0, Math.round(v * gain)))) as [
      number,
      number,
      number,
    ];
    grade.r[v] = r;
    grade.g[v] = g << 8;
    grade.b[v] = b << 16;
  }
  return grade;
}

/** Samples `src` through `rows` into `out` (width × rows, 32-bit RGBA words), opaque, graded. */
export function resample(src: Raster, rows: RowMap, out: Uint32Array, width: number, grade: Grade): void {
  const { pixels, width: sw, height: sh } = src;
  const { r: lr, g: lg, b: lb } = grade;
  const height = rows.sy.length;
  for (let j = 0; j < height; j++) {
    const sy = Math.min(sh - 1, Math.max(0, rows.sy[j]!));
    const y0 = Math.floor(sy);
    const fy = Math.round((sy - y0) * 256);
    const gy = 256 - fy;
    const a = y0 * sw;
    const b = Math.min(y0 + 1, sh - 1) * sw;
    const x0 = rows.x0[j]!;
    const dx = rows.dx[j]!;
    let fx = Math.round(x0 * ONE);
    const step = Math.round(dx * ONE);
    let o = j * width;
    const end = o + width;
    // The fast path reads x and x + 1 without checks; it needs every column strictly inside the raster.
    const inside = fx >= 0 && fx + step * (width - 1) < (sw - 1) * ONE;
    for (; o < end; o++, fx += step) {
      let x = fx >> 16;
      let x1 = x + 1;
      let wx = (fx >> 8) & 255;
      if (!inside) {
        if (fx < 0) [x, x1, wx] = [0, 0, 0];
        else if (x >= sw - 1) [x, x1, wx] = [sw - 1, sw - 1, 0];
      }
      const gx = 256 - wx;
      const p00 = pixels[a + x]!;
      const p01 = pixels[a + x1]!;
      const p10 = pixels[b + x]!;
      const p11 = pixels[b + x1]!;
      const rbTop = ((Math.imul(p00 & M, gx) + Math.imul(p01 & M, wx)) >>> 8) & M;
      const gaTop = ((Math.imul((p00 >>> 8) & M, gx) + Math.imul((p01 >>> 8) & M, wx)) >>> 8) & M;
      const rbBottom = ((Math.imul(p10 & M, gx) + Math.imul(p11 & M, wx)) >>> 8) & M;
      const gaBottom = ((Math.imul((p10 >>> 8) & M, gx) + Math.imul((p11 >>> 8) & M, wx)) >>> 8) & M;
      const rb = ((Math.imul(rbTop, gy) + Math.imul(rbBottom, fy)) >>> 8) & M;
      const ga = ((Math.imul(gaTop, gy) + Math.imul(gaBottom, fy)) >>> 8) & M;
      out[o] = OPAQUE | lr[rb & 255]! | lg[ga & 255]! | lb[rb >>> 16]!;
    }
  }
}

/** `into` becomes `from` blended towards `to` by `alpha` (0–1), two channels at a time. */
export function crossFade(from: Uint32Array, to: Uint32Array, alpha: number, into: Uint32Array): void {
  const w = Math.round(alpha * 256);
  const g = 256 - w;
  for (let i = 0; i < into.length; i++) {
    const p = from[i]!;
    const q = to[i]!;
    const rb = ((Math.imul(p & M, g) + Math.imul(q & M, w)) >>> 8) & M;
    const ga = ((Math.imul((p >>> 8) & M, g) + Math.imul((q >>> 8) & M, w)) >>> 8) & M;
    into[i] = rb | (ga << 8);
  }
}
