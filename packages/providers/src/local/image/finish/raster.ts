import type { Hsl } from '../colour';
import { toRgb } from '../colour';
import type { Rng } from '../random';

/*
 * The finishes' building blocks. They are written for speed at 1–4 megapixels on one core: whole-picture
 * passes over typed arrays with no calls or allocation per pixel, low-frequency work (blurs, glows) done on
 * a reduced copy and brought back up row by row inside the pass that uses it, so no full-size blurred copy
 * is ever made.
 */

/** An RGBA picture being finished in place. */
export interface Raster {
  data: Uint8ClampedArray;
  w: number;
  h: number;
  /** 1 at 1024 px on the short side. */
  u: number;
}

/** A reduced RGB copy of a picture (floats, interleaved): each of its pixels covers f×f of the original. */
export interface Small {
  data: Float32Array;
  w: number;
  h: number;
  f: number;
}

/** An all-zero small picture for a w×h one reduced by f. */
export function blank(w: number, h: number, f: number): Small {
  const sw = Math.ceil(w / f);
  const sh = Math.ceil(h / f);
  return { data: new Float32Array(sw * sh * 3), w: sw, h: sh, f };
}

/**
 * The mean of each f×f block of an RGB(A) picture (`channels` 3 or 4; alpha is ignored). Blocks at the right
 * and bottom edges may be partial; they average what they cover.
 */
export function shrink(src: Uint8ClampedArray, w: number, h: number, f: number, channels = 4): Small {
  const small = blank(w, h, f);
  const { data: out, w: sw, h: sh } = small;
  const full = Math.floor(w / f);
  for (let sy = 0; sy < sh; sy++) {
    const y0 = sy * f;
    const y1 = Math.min(h, y0 + f);
    const o = sy * sw * 3;
    for (let y = y0; y < y1; y++) {
      let i = y * w * channels;
      let j = o;
      for (let sx = 0; sx < full; sx++, j += 3) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let k = 0; k < f; k++, i += channels) {
          r += src[i] as number;
          g += src[i + 1] as number;
          b += src[i + 2] as number;
        }
        out[j] = (out[j] as number) + r;
        out[j + 1] = (out[j + 1] as number) + g;
        out[j + 2] = (out[j + 2] as number) + b;
      }
      for (let x = full * f; x < w; x++, i += channels) {
        out[j] = (out[j] as number) + (src[i] as number);
        out[j + 1] = (out[j + 1] as number) + (src[i + 1] as number);
        out[j + 2] = (out[j + 2] as number) + (src[i + 2] as number);
      }
    }
  }
  return toMeans(small, w, h);
}

/** A small picture shrunk by half again (the mean of each 2×2 block; its f doubles). */
export function halve(img: Small): Small {
  const { data, w, h, f } = img;
  const out = blank(w, h, 2);
  for (let y = 0; y < h; y++) {
    const o = (y >> 1) * out.w * 3;
    for (let x = 0, i = y * w * 3; x < w; x++, i += 3) {
      const j = o + (x >> 1) * 3;
      out.data[j] = (out.data[j] as number) + (data[i] as number);
      out.data[j + 1] = (out.data[j + 1] as number) + (data[i + 1] as number);
      out.data[j + 2] = (out.data[j + 2] as number) + (data[i + 2] as number);
    }
  }
  toMeans(out, w, h);
  return { ...out, f: f * 2 };
}

/**
 * Turns a small picture holding the sums of each f×f block of a w×h picture into their means (blocks at the
 * right and bottom edges may be partial). In place; returns it.
 */
export function toMeans(img: Small, w: number, h: number): Small {
  const { data, w: sw, h: sh, f } = img;
  for (let sy = 0; sy < sh; sy++) {
    const rowsIn = Math.min(h, (sy + 1) * f) - sy * f;
    for (let sx = 0; sx < sw; sx++) {
      const inv = 1 / ((Math.min(w, (sx + 1) * f) - sx * f) * rowsIn);
      const j = (sy * sw + sx) * 3;
      data[j] = (data[j] as number) * inv;
      data[j + 1] = (data[j + 1] as number) * inv;
      data[j + 2] = (data[j + 2] as number) * inv;
    }
  }
  return img;
}

/**
 * Box blur of a small picture in place, `passes` times (three passes are close to a gaussian), with the
 * edge pixels repeated beyond the border. Running sums, so the cost does not grow with the radius.
 */
export function blurSmall(img: Small, radius: number, passes: number): Small {
  const { data: a, w, h } = img;
  const r = Math.max(1, Math.round(radius));
  const norm = 1 / (2 * r + 1);
  const b = new Float32Array(a.length);
  const stride = w * 3;
  const sums = new Float32Array(stride);
  for (let p = 0; p < passes; p++) {
    // Along rows: a running sum per channel.
    for (let y = 0; y < h; y++) {
      const row = y * stride;
      for (let c = 0; c < 3; c++) {
        const first = row + c;
        const last = row + (w - 1) * 3 + c;
        let sum = 0;
        for (let i = -r; i <= r; i++) sum += a[i <= 0 ? first : Math.min(last, first + i * 3)] as number;
        for (let x = 0; x < w; x++) {
          b[row + x * 3 + c] = sum * norm;
          const add = x + r + 1 < w ? first + (x + r + 1) * 3 : last;
          const sub = x - r > 0 ? first + (x - r) * 3 : first;
          sum += (a[add] as number) - (a[sub] as number);
        }
      }
    }
    // Down columns, walking rows in memory order with one running sum per column.
    sums.fill(0);
    for (let i = -r; i <= r; i++) {
      const row = Math.min(h - 1, Math.max(0, i)) * stride;
      for (let k = 0; k < stride; k++) sums[k] = (sums[k] as number) + (b[row + k] as number);
    }
    for (let y = 0; y < h; y++) {
      const row = y * stride;
      const inRow = Math.min(h - 1, y + r + 1) * stride;
      const outRow = Math.max(0, y - r) * stride;
      for (let k = 0; k < stride; k++) {
        a[row + k] = (sums[k] as number) * norm;
        sums[k] = (sums[k] as number) + (b[inRow + k] as number) - (b[outRow + k] as number);
      }
    }
  }
  return img;
}

/**
 * A gaussian-like blur of a picture's colour channels with the given radius (in pixels of the picture):
 * done on a copy shrunk by `f` (by default half the radius, at most 8: a wide blur hides the difference),
 * read back with `rows`.
 */
export function blurred(
  data: Uint8ClampedArray,
  w: number,
  h: number,
  radius: number,
  passes = 2,
  f = Math.max(1, Math.min(8, Math.floor(radius / 2))),
): Small {
  return blurSmall(shrink(data, w, h, f), radius / f, passes);
}

/**
 * Reads a small picture back at a larger scale (`f` times smaller than the full picture, 1 for full size),
 * a row at a time and bilinearly: `row(y)` returns row y's RGB floats (interleaved, `w` pixels) in a buffer
 * that the next call reuses. Along a row the pixels between two source columns are a straight line, so
 * each is the last plus a constant step.
 */
export function rows(img: Small, w: number, h: number, f = 1): (y: number) => Float32Array {
  const { data, w: sw, h: sh } = img;
  const scale = f / img.f;
  const stride = sw * 3;
  // Runs of output columns that fall between the same two source columns: first column, length, the
  // left source column (as an offset into a row), the position between the two at the run's start and its
  // step per column. Before the first column's centre and after the last's the value is held (step 0).
  const runX: number[] = [];
  const runN: number[] = [];
  const runSrc: number[] = [];
  const runT: number[] = [];
  const runStep: number[] = [];
  const key = (x: number) => {
    const gx = (x + 0.5) * scale - 0.5;
    return gx <= 0 ? -1 : Math.min(sw - 1, Math.floor(gx));
  };
  for (let x = 0; x < w;) {
    const c = key(x);
    let end = x + 1;
    while (end < w && key(end) === c) end++;
    const held = c < 0 || c === sw - 1;
    runX.push(x);
    runN.push(end - x);
    runSrc.push((c < 0 ? 0 : c) * 3);
    runT.push(held ? 0 : (x + 0.5) * scale - 0.5 - c);
    runStep.push(held ? 0 : scale);
    x = end;
  }
  const runs = runX.length;
  const mid = new Float32Array(stride + 3);
  const out = new Float32Array(w * 3);
  return (y) => {
    const gy = Math.min(sh - 1, Math.max(0, (y + 0.5) * scale - 0.5));
    const y0 = Math.floor(gy);
    const ty = gy - y0;
    const top = y0 * stride;
    const bottom = Math.min(sh - 1, y0 + 1) * stride;
    for (let k = 0; k < stride; k++) {
      const a = data[top + k] as number;
      mid[k] = a + ((data[bottom + k] as number) - a) * ty;
    }
    // The last column repeats beyond the edge.
    mid[stride] = mid[stride - 3] as number;
    mid[stride + 1] = mid[stride - 2] as number;
    mid[stride + 2] = mid[stride - 1] as number;
    for (let k = 0; k < runs; k++) {
      const c = runSrc[k] as number;
      const t = runT[k] as number;
      const step = runStep[k] as number;
      const r0 = mid[c] as number;
      const g0 = mid[c + 1] as number;
      const b0 = mid[c + 2] as number;
      const dr = (mid[c + 3] as number) - r0;
      const dg = (mid[c + 4] as number) - g0;
      const db = (mid[c + 5] as number) - b0;
      let r = r0 + dr * t;
      let g = g0 + dg * t;
      let b = b0 + db * t;
      const sr = dr * step;
      const sg = dg * step;
      const sb = db * step;
      for (let o = (runX[k] as number) * 3, e = o + (runN[k] as number) * 3; o < e; o += 3) {
        out[o] = r;
        out[o + 1] = g;
        out[o + 2] = b;
        r += sr;
        g += sg;
        b += sb;
      }
    }
    return out;
  };
}

/** Relative luminance 0–255 of each pixel. */
export function luminance(data: Uint8ClampedArray): Float32Array {
  const out = new Float32Array(data.length >> 2);
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

/** How a picture is graded at the end: an S-curve, saturation, film grain and a darkened rim. */
export interface Grade {
  /** Contrast as an S-curve, 0–1 (0 leaves tones alone). */
  contrast: number;
  /** A factor around each pixel's grey (1 leaves colour alone). */
  saturation: number;
  /** Grain amplitude in levels. */
  grain: number;
  /** How much the corners darken, 0–1. */
  vignette: number;
  /** A height map (one value per pixel) lit from the top left: `strength` levels per unit of slope. */
  relief?: { height: Float32Array; strength: number };
}

/**
 * The last touch of most treatments, in one pass: the relief's light and shade, contrast and saturation
 * (each when asked for), then grain and the vignette. Draws the grain tile from `rng`.
 */
export function grade(img: Raster, rng: Rng, o: Grade): void {
  const { data, w, h } = img;
  const tile = grainTile(rng);
  const lut = curveLut(o.contrast);
  const toned = o.contrast !== 0 || o.saturation !== 1;
  const sat = o.saturation;
  const grain = o.grain;
  const dx2 = vignetteColumns(w);
  const half = o.vignette;
  const height = o.relief?.height ?? new Float32Array(0);
  const lift = o.relief?.strength ?? 0;
  for (let y = 0; y < h; y++) {
    const dy = (y / h - 0.5) * 2;
    const dy2 = dy * dy;
    const tileRow = (y & 255) << 8;
    const lit = lift !== 0 && y > 0 && y < h - 1;
    for (let x = 0, i = y * w * 4; x < w; x++, i += 4) {
      const d = ((dx2[x] as number) + dy2) * 0.5 - 0.1;
      const v = d > 0 ? 1 - half * d : 1;
      const n = (tile[tileRow | (x & 255)] as number) * grain;
      let r = data[i] as number;
      let g = data[i + 1] as number;
      let b = data[i + 2] as number;
      if (lit && x > 0 && x < w - 1) {
        // The slope down to the bottom right, in whole levels (the tone curve below is a table).
        const p = i >> 2;
        const shade = ((height[p - w - 1] as number) - (height[p + w + 1] as number)) * lift + 0.5;
        r = clamp255(r + shade) | 0;
        g = clamp255(g + shade) | 0;
        b = clamp255(b + shade) | 0;
      }
      if (toned) {
        r = lut[r] as number;
        g = lut[g] as number;
        b = lut[b] as number;
        const grey = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        r = clamp255(grey + (r - grey) * sat);
        g = clamp255(grey + (g - grey) * sat);
        b = clamp255(grey + (b - grey) * sat);
      }
      data[i] = r * v + n;
      data[i + 1] = g * v + n;
      data[i + 2] = b * v + n;
    }
  }
}

/** The S-curve as a table of whole levels. */
export function curveLut(contrast: number): Uint8ClampedArray {
  const lut = new Uint8ClampedArray(256);
  for (let v = 0; v < 256; v++) {
    const x = v / 255;
    const s = x * x * (3 - 2 * x);
    lut[v] = (x + (s - x) * contrast) * 255;
  }
  return lut;
}

/** (x/w − 0.5)² × 4 per column: the horizontal half of the vignette's squared distance. */
export function vignetteColumns(w: number): Float32Array {
  const out = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const dx = (x / w - 0.5) * 2;
    out[x] = dx * dx;
  }
  return out;
}

export const clamp255 = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

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

/**
 * Box blur of one channel, `passes` times (two or more approach a gaussian), with edge samples repeated
 * beyond the border. Writes into `out` (a new array unless given; it may be `src` itself) and uses `scratch`
 * as its work space when given; returns `out`.
 */
export function blurGrey(
  src: Float32Array,
  w: number,
  h: number,
  radius: number,
  passes = 1,
  out: Float32Array = new Float32Array(src.length),
  scratch: Float32Array = new Float32Array(src.length),
): Float32Array {
  const r = Math.max(1, Math.round(radius));
  let from = src;
  for (let p = 0; p < passes; p++) {
    boxRows(from, scratch, w, h, r);
    boxColumns(scratch, out, w, h, r);
    from = out;
  }
  return out;
}

/** One box pass of radius r along each row, src → dst. */
function boxRows(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const norm = 1 / (2 * r + 1);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const last = row + w - 1;
    let sum = 0;
    for (let i = -r; i <= r; i++) sum += src[i <= 0 ? row : Math.min(last, row + i)] as number;
    // The window's ends clamp only within r of the borders; the middle runs without checks.
    const lead = Math.min(w, r + 1);
    let x = 0;
    for (; x < lead; x++) {
      dst[row + x] = sum * norm;
      sum += (src[Math.min(last, row + x + r + 1)] as number) - (src[row] as number);
    }
    for (; x < w - r - 1; x++) {
      dst[row + x] = sum * norm;
      sum += (src[row + x + r + 1] as number) - (src[row + x - r] as number);
    }
    for (; x < w; x++) {
      dst[row + x] = sum * norm;
      sum += (src[last] as number) - (src[row + Math.max(0, x - r)] as number);
    }
  }
}

/** One box pass of radius r down each column, src → dst, walking rows in memory order. */
function boxColumns(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const norm = 1 / (2 * r + 1);
  const sums = new Float32Array(w);
  for (let i = -r; i <= r; i++) {
    const row = Math.min(h - 1, Math.max(0, i)) * w;
    for (let x = 0; x < w; x++) sums[x] = (sums[x] as number) + (src[row + x] as number);
  }
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const inRow = Math.min(h - 1, y + r + 1) * w;
    const outRow = Math.max(0, y - r) * w;
    for (let x = 0; x < w; x++) {
      dst[row + x] = (sums[x] as number) * norm;
      sums[x] = (sums[x] as number) + (src[inRow + x] as number) - (src[outRow + x] as number);
    }
  }
}
