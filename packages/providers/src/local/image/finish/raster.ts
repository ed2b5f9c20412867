import type { Hsl } from '../colour';
import { toRgb } from '../colour';
import type { Rng } from '../random';

/** An RGBA picture being finished in place. */
export interface Raster {
  data: Uint8ClampedArray;
  w: number;
  h: number;
  /** 1 at 1024 px on the short side. */
  u: number;
}

/**
 * Gaussian-like blur of the colour channels; returns a new buffer. Wide blurs run on a pooled copy and are
 * scaled back up bilinearly: the result is as smooth and many times cheaper.
 */
export function boxBlur(
  src: Uint8ClampedArray,
  w: number,
  h: number,
  radius: number,
  passes = 2,
): Uint8ClampedArray {
  const f = Math.min(8, Math.floor(radius / 2));
  if (f < 2) return boxBlurFull(src, w, h, radius, passes);
  const sw = Math.ceil(w / f);
  const sh = Math.ceil(h / f);
  const small = new Uint8ClampedArray(sw * sh * 4);
  const acc = new Float32Array(sw * sh * 4);
  const colOf = new Int32Array(w);
  for (let x = 0; x < w; x++) colOf[x] = Math.floor(x / f) * 4;
  for (let y = 0; y < h; y++) {
    const row = Math.floor(y / f) * sw * 4;
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const j = row + (colOf[x] as number);
      acc[j] = (acc[j] as number) + (src[i] as number);
      acc[j + 1] = (acc[j + 1] as number) + (src[i + 1] as number);
      acc[j + 2] = (acc[j + 2] as number) + (src[i + 2] as number);
      acc[j + 3] = (acc[j + 3] as number) + 1;
    }
  }
  for (let j = 0; j < small.length; j += 4) {
    const n = acc[j + 3] as number;
    small[j] = (acc[j] as number) / n;
    small[j + 1] = (acc[j + 1] as number) / n;
    small[j + 2] = (acc[j + 2] as number) / n;
  }
  const blurred = boxBlurFull(small, sw, sh, radius / f, passes);
  const out = new Uint8ClampedArray(src.length);
  // Each column's two source columns and weight, computed once.
  const xa = new Int32Array(w);
  const xb = new Int32Array(w);
  const xt = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const gx = Math.min(sw - 1, Math.max(0, (x + 0.5) / f - 0.5));
    xa[x] = Math.floor(gx);
    xb[x] = Math.min(sw - 1, Math.floor(gx) + 1);
    xt[x] = gx - Math.floor(gx);
  }
  for (let y = 0; y < h; y++) {
    const gy = Math.min(sh - 1, Math.max(0, (y + 0.5) / f - 0.5));
    const y0 = Math.floor(gy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const ty = gy - y0;
    for (let x = 0; x < w; x++) {
      const x0 = xa[x] as number;
      const x1 = xb[x] as number;
      const tx = xt[x] as number;
      const a = (y0 * sw + x0) * 4;
      const b = (y0 * sw + x1) * 4;
      const c = (y1 * sw + x0) * 4;
      const d = (y1 * sw + x1) * 4;
      const i = (y * w + x) * 4;
      for (let k = 0; k < 3; k++) {
        const top =
          (blurred[a + k] as number) + ((blurred[b + k] as number) - (blurred[a + k] as number)) * tx;
        const bottom =
          (blurred[c + k] as number) + ((blurred[d + k] as number) - (blurred[c + k] as number)) * tx;
        out[i + k] = top + (bottom - top) * ty;
      }
      out[i + 3] = 255;
    }
  }
  return out;
}

function boxBlurFull(
  src: Uint8ClampedArray,
  w: number,
  h: number,
  radius: number,
  passes: number,
): Uint8ClampedArray {
  const r = Math.max(1, Math.round(radius));
  const norm = 1 / (2 * r + 1);
  const a = new Float32Array(src.length);
  for (let i = 0; i < src.length; i++) a[i] = src[i] as number;
  const b = new Float32Array(src.length);
  const { add: addX, sub: subX } = window(w, r);
  const { add: addY, sub: subY } = window(h, r);
  const sums = new Float32Array(w * 4);
  for (let p = 0; p < passes; p++) {
    // Along rows: a running sum per channel.
    for (let y = 0; y < h; y++) {
      const row = y * w * 4;
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let i = -r; i <= r; i++) sum += a[row + Math.min(w - 1, Math.max(0, i)) * 4 + c] as number;
        for (let x = 0; x < w; x++) {
          b[row + x * 4 + c] = sum * norm;
          sum +=
            (a[row + (addX[x] as number) * 4 + c] as number) -
            (a[row + (subX[x] as number) * 4 + c] as number);
        }
      }
    }
    // Down columns, walking rows in memory order with one running sum per column.
    sums.fill(0);
    for (let i = -r; i <= r; i++) {
      const row = Math.min(h - 1, Math.max(0, i)) * w * 4;
      for (let k = 0; k < w * 4; k++) sums[k] = (sums[k] as number) + (b[row + k] as number);
    }
    for (let y = 0; y < h; y++) {
      const row = y * w * 4;
      const inRow = (addY[y] as number) * w * 4;
      const outRow = (subY[y] as number) * w * 4;
      for (let k = 0; k < w * 4; k++) {
        a[row + k] = (sums[k] as number) * norm;
        sums[k] = (sums[k] as number) + (b[inRow + k] as number) - (b[outRow + k] as number);
      }
    }
  }
  const out = new Uint8ClampedArray(src.length);
  for (let i = 0; i < out.length; i++) out[i] = a[i] as number;
  for (let i = 3; i < out.length; i += 4) out[i] = 255;
  return out;
}

/** For a running sum of radius r over n samples: which sample enters and which leaves after each step. */
function window(n: number, r: number): { add: Int32Array; sub: Int32Array } {
  const add = new Int32Array(n);
  const sub = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    add[i] = Math.min(n - 1, i + r + 1);
    sub[i] = Math.max(0, i - r);
  }
  return { add, sub };
}

/** Relative luminance 0–255 of each pixel. */
export function luminance(data: Uint8ClampedArray): Float32Array {
  const out = new Float32Array(data.length / 4);
  for (let i = 0, j = 0; j < out.length; i += 4, j++) {
    out[j] =
      0.2126 * (data[i] as number) + 0.7152 * (data[i + 1] as number) + 0.0722 * (data[i + 2] as number);
  }
  return out;
}

/** A 256×256 tile of signed noise (−1…1) for grain and paper; tiled, the repeat is invisible at this scale. */
export function grainTile(rng: Rng): Float32Array {
  const tile = new Float32Array(256 * 256);
  for (let i = 0; i < tile.length; i++) tile[i] = rng() * 2 - 1;
  return tile;
}

/** Film or paper grain and a darkened rim, the last touch of most treatments. */
export function grainAndVignette(img: Raster, rng: Rng, grain: number, vignette: number): void {
  const { data, w, h } = img;
  const tile = grainTile(rng);
  for (let y = 0; y < h; y++) {
    const dy = (y / h - 0.5) * 2;
    for (let x = 0; x < w; x++) {
      const dx = (x / w - 0.5) * 2;
      const v = 1 - vignette * Math.max(0, (dx * dx + dy * dy) * 0.5 - 0.1);
      const n = (tile[((y & 255) << 8) | (x & 255)] as number) * grain;
      const i = (y * w + x) * 4;
      data[i] = (data[i] as number) * v + n;
      data[i + 1] = (data[i + 1] as number) * v + n;
      data[i + 2] = (data[i + 2] as number) * v + n;
    }
  }
}

/** Pulls every pixel towards a colour at the pixel's own brightness, so a named colour leads the picture. */
export function colourGrade(img: Raster, tint: Hsl, amount: number): void {
  const [tr, tg, tb] = toRgb({ h: tint.h, s: Math.max(0.6, tint.s), l: 0.5 });
  const tl = 0.2126 * tr + 0.7152 * tg + 0.0722 * tb;
  const k = 1 / Math.max(tl, 1);
  const { data } = img;
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i] as number;
    const g = data[i + 1] as number;
    const b = data[i + 2] as number;
    const l = (0.2126 * r + 0.7152 * g + 0.0722 * b) * k;
    data[i] = r + (tr * l - r) * amount;
    data[i + 1] = g + (tg * l - g) * amount;
    data[i + 2] = b + (tb * l - b) * amount;
  }
}

/** Box blur of one channel, `passes` times (two or more approach a gaussian); returns a new array. */
export function blurGrey(src: Float32Array, w: number, h: number, radius: number, passes = 1): Float32Array {
  const r = Math.max(1, Math.round(radius));
  const a = new Float32Array(src);
  const b = new Float32Array(src.length);
  const norm = 1 / (2 * r + 1);
  const { add: addX, sub: subX } = window(w, r);
  const { add: addY, sub: subY } = window(h, r);
  const sums = new Float32Array(w);
  for (let p = 0; p < passes; p++) {
    for (let y = 0; y < h; y++) {
      const row = y * w;
      let sum = 0;
      for (let i = -r; i <= r; i++) sum += a[row + Math.min(w - 1, Math.max(0, i))] as number;
      for (let x = 0; x < w; x++) {
        b[row + x] = sum * norm;
        sum += (a[row + (addX[x] as number)] as number) - (a[row + (subX[x] as number)] as number);
      }
    }
    sums.fill(0);
    for (let i = -r; i <= r; i++) {
      const row = Math.min(h - 1, Math.max(0, i)) * w;
      for (let x = 0; x < w; x++) sums[x] = (sums[x] as number) + (b[row + x] as number);
    }
    for (let y = 0; y < h; y++) {
      const row = y * w;
      const inRow = (addY[y] as number) * w;
      const outRow = (subY[y] as number) * w;
      for (let x = 0; x < w; x++) {
        a[row + x] = (sums[x] as number) * norm;
        sums[x] = (sums[x] as number) + (b[inRow + x] as number) - (b[outRow + x] as number);
      }
    }
  }
  return a;
}
