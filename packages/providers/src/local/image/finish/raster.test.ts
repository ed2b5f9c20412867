import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../mulberry32';
import { blurGrey, blurSmall, halve, rows, shrink, type Small } from './raster';

/** Seeded noise in 0–255, so the tests see the same numbers every run. */
function noise(length: number, seed = 1): Float32Array {
  const next = mulberry32(seed);
  return Float32Array.from({ length }, () => Math.floor(next() * 256));
}

/** Box blur of radius r with edge samples repeated, the slow obvious way. */
function naiveBox(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const at = (x: number, y: number) =>
    src[Math.min(h - 1, Math.max(0, y)) * w + Math.min(w - 1, Math.max(0, x))] as number;
  const across = new Float32Array(src.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let i = -r; i <= r; i++) sum += at(x + i, y);
      across[y * w + x] = sum / (2 * r + 1);
    }
  const out = new Float32Array(src.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let i = -r; i <= r; i++) sum += across[Math.min(h - 1, Math.max(0, y + i)) * w + x] as number;
      out[y * w + x] = sum / (2 * r + 1);
    }
  return out;
}

const maxDiff = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs((a[i] as number) - (b[i] as number)));
  return max;
};

describe('finish building blocks', () => {
  it('blurGrey is a box blur with repeated edges, for any radius and size', () => {
    for (const [w, h, r] of [
      [37, 23, 1],
      [40, 31, 3],
      [9, 50, 6],
      [5, 5, 4],
    ] as const) {
      const src = noise(w * h, w);
      expect(maxDiff(blurGrey(src, w, h, r, 1), naiveBox(src, w, h, r)), `${w}×${h} r${r}`).toBeLessThan(
        0.01,
      );
      const twice = naiveBox(naiveBox(src, w, h, r), w, h, r);
      expect(maxDiff(blurGrey(src, w, h, r, 2), twice)).toBeLessThan(0.01);
    }
  });

  it('blurGrey can write over its own input', () => {
    const src = noise(30 * 20);
    const expected = naiveBox(src, 30, 20, 2);
    const same = blurGrey(src, 30, 20, 2, 1, src);
    expect(same).toBe(src);
    expect(maxDiff(same, expected)).toBeLessThan(0.01);
  });

  it('shrink averages each block, partial blocks at the edges included', () => {
    const w = 7;
    const h = 5;
    const rgba = new Uint8ClampedArray(w * h * 4);
    for (let p = 0; p < w * h; p++) {
      rgba[p * 4] = p;
      rgba[p * 4 + 1] = 2 * p;
      rgba[p * 4 + 2] = 100;
      rgba[p * 4 + 3] = 255;
    }
    const small = shrink(rgba, w, h, 3);
    expect([small.w, small.h, small.f]).toEqual([3, 2, 3]);
    // Top-left block: x 0–2, y 0–2, so p = x + 7y over those.
    const block = [0, 1, 2, 7, 8, 9, 14, 15, 16];
    const mean = block.reduce((a, b) => a + b, 0) / block.length;
    expect(small.data[0]).toBeCloseTo(mean, 4);
    expect(small.data[1]).toBeCloseTo(2 * mean, 4);
    // Bottom-right block is one pixel wide (x 6) and two high (y 3–4): p 27 and 34.
    expect(small.data[(1 * 3 + 2) * 3]).toBeCloseTo((27 + 34) / 2, 4);
    expect(small.data[(1 * 3 + 2) * 3 + 2]).toBeCloseTo(100, 4);
  });

  it('halve averages 2×2 blocks of a small picture and doubles its scale', () => {
    const small: Small = { data: Float32Array.from({ length: 3 * 2 * 3 }, (_, i) => i), w: 3, h: 2, f: 4 };
    const half = halve(small);
    expect([half.w, half.h, half.f]).toEqual([2, 1, 8]);
    // Pixel (x, y) channel c holds (y * 3 + x) * 3 + c: the left block is x 0–1 of both rows.
    expect(half.data[0]).toBeCloseTo((0 + 3 + 9 + 12) / 4, 5);
    expect(half.data[5]).toBeCloseTo((8 + 17) / 2, 5);
  });

  it('blurSmall keeps a flat picture flat and the mean of any picture', () => {
    const flat: Small = { data: new Float32Array(20 * 10 * 3).fill(77), w: 20, h: 10, f: 1 };
    expect(maxDiff(blurSmall(flat, 3, 3).data, new Float32Array(600).fill(77))).toBeLessThan(0.01);
    // Away from the edges a box blur moves no mass: a lone bright pixel spreads out but sums the same.
    const dot: Small = { data: new Float32Array(30 * 30 * 3), w: 30, h: 30, f: 1 };
    dot.data[(15 * 30 + 15) * 3 + 1] = 900;
    blurSmall(dot, 2, 2);
    let sum = 0;
    for (let i = 1; i < dot.data.length; i += 3) sum += dot.data[i] as number;
    expect(sum).toBeCloseTo(900, 1);
    expect(dot.data[(15 * 30 + 15) * 3 + 1]).toBeLessThan(900 / 10);
  });

  it('rows reads a small picture back bilinearly, at any scale', () => {
    for (const [w, h, f, target] of [
      [64, 48, 4, 1],
      [50, 37, 7, 1],
      [42, 42, 8, 3],
      [20, 20, 1, 1],
    ] as const) {
      const ow = Math.ceil(w / target);
      const oh = Math.ceil(h / target);
      const sw = Math.ceil(w / f);
      const sh = Math.ceil(h / f);
      const small: Small = { data: noise(sw * sh * 3, f), w: sw, h: sh, f };
      const row = rows(small, ow, oh, target);
      const scale = target / f;
      const clamp = (v: number, hi: number) => Math.min(hi, Math.max(0, v));
      for (let y = 0; y < oh; y++) {
        const got = row(y);
        const gy = clamp((y + 0.5) * scale - 0.5, sh - 1);
        const y0 = Math.floor(gy);
        const y1 = Math.min(sh - 1, y0 + 1);
        for (let x = 0; x < ow; x++) {
          const gx = clamp((x + 0.5) * scale - 0.5, sw - 1);
          const x0 = Math.floor(gx);
          const x1 = Math.min(sw - 1, x0 + 1);
          for (let c = 0; c < 3; c++) {
            const v = (i: number, j: number) => small.data[(j * sw + i) * 3 + c] as number;
            const top = v(x0, y0) + (v(x1, y0) - v(x0, y0)) * (gx - x0);
            const bottom = v(x0, y1) + (v(x1, y1) - v(x0, y1)) * (gx - x0);
            expect(got[x * 3 + c]).toBeCloseTo(top + (bottom - top) * (gy - y0), 2);
          }
        }
      }
    }
  });
});
