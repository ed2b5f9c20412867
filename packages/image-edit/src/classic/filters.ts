/** OpenCV filters on RGB rasters that several tools share. */
import type { OpenCv } from './libs';
import { fromMat, toMat, withMats } from './raster';

/**
 * Gaussian blur for any sigma at a bounded cost: a wide blur runs on a copy shrunk so the kernel stays about
 * 4 pixels, then enlarged (a direct sigma-30 blur of a megapixel costs about a second in wasm).
 */
export function wideBlur(
  cv: OpenCv,
  rgb: Uint8Array,
  width: number,
  height: number,
  sigma: number,
): Uint8Array {
  const shrink = Math.max(1, sigma / 4);
  return withMats((track) => {
    const src = track(toMat(cv, rgb, width, height, 3));
    const small = track(new cv.Mat());
    const smallSize = new cv.Size(
      Math.max(1, Math.round(width / shrink)),
      Math.max(1, Math.round(height / shrink)),
    );
    cv.resize(src, small, smallSize, 0, 0, cv.INTER_AREA);
    const blurred = track(new cv.Mat());
    cv.GaussianBlur(small, blurred, new cv.Size(0, 0), sigma / shrink, sigma / shrink, cv.BORDER_REFLECT);
    const big = track(new cv.Mat());
    cv.resize(blurred, big, new cv.Size(width, height), 0, 0, cv.INTER_CUBIC);
    return fromMat(big);
  });
}

/** RGB → 8-bit grey through OpenCV. */
export function toGrey(cv: OpenCv, rgb: Uint8Array, width: number, height: number): Uint8Array {
  return withMats((track) => {
    const src = track(toMat(cv, rgb, width, height, 3));
    const grey = track(new cv.Mat());
    cv.cvtColor(src, grey, cv.COLOR_RGB2GRAY);
    return fromMat(grey);
  });
}

/** Edge-preserving smoothing: `passes` bilateral filters (colour range `sigmaColour`, 0–255). */
export function bilateral(
  cv: OpenCv,
  rgb: Uint8Array,
  width: number,
  height: number,
  passes: number,
  sigmaColour: number,
  diameter = 9,
): Uint8Array {
  return withMats((track) => {
    let current = track(toMat(cv, rgb, width, height, 3));
    for (let pass = 0; pass < passes; pass++) {
      const out = track(new cv.Mat());
      cv.bilateralFilter(current, out, diameter, sigmaColour, diameter / 2, cv.BORDER_REFLECT);
      current = out;
    }
    return fromMat(current);
  });
}

export function resizeRgb(
  cv: OpenCv,
  rgb: Uint8Array,
  from: [number, number],
  to: [number, number],
): Uint8Array {
  return withMats((track) => {
    const src = track(toMat(cv, rgb, from[0], from[1], 3));
    const dst = track(new cv.Mat());
    const shrinking = to[0] * to[1] < from[0] * from[1];
    cv.resize(src, dst, new cv.Size(to[0], to[1]), 0, 0, shrinking ? cv.INTER_AREA : cv.INTER_CUBIC);
    return fromMat(dst);
  });
}

/** Scales every pixel's distance from its own grey by `factor` (>1 saturates, <1 mutes). */
export function saturate(rgb: Uint8Array, factor: number): Uint8Array {
  const out = new Uint8Array(rgb.length);
  for (let i = 0; i < rgb.length; i += 3) {
    const luma = 0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!;
    for (let c = 0; c < 3; c++) {
      const v = luma + (rgb[i + c]! - luma) * factor;
      out[i + c] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
  }
  return out;
}

/**
 * Kuwahara filter: each pixel takes the mean colour of whichever of the four (radius+1)² squares touching it
 * has the least variance in brightness. Flat areas flatten and edges stay sharp, like paint laid in patches.
 * Box sums come from integral images, so the cost does not grow with the radius.
 */
export function kuwahara(rgb: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const stride = width + 1;
  const sums = [0, 1, 2, 3, 4].map(() => new Float64Array(stride * (height + 1)));
  const [sumR, sumG, sumB, sumL, sumL2] = sums as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  for (let y = 0; y < height; y++) {
    let rowR = 0;
    let rowG = 0;
    let rowB = 0;
    let rowL = 0;
    let rowL2 = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const luma = 0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!;
      rowR += rgb[i]!;
      rowG += rgb[i + 1]!;
      rowB += rgb[i + 2]!;
      rowL += luma;
      rowL2 += luma * luma;
      const at = (y + 1) * stride + x + 1;
      const above = y * stride + x + 1;
      sumR[at] = sumR[above]! + rowR;
      sumG[at] = sumG[above]! + rowG;
      sumB[at] = sumB[above]! + rowB;
      sumL[at] = sumL[above]! + rowL;
      sumL2[at] = sumL2[above]! + rowL2;
    }
  }
  const box = (sum: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    sum[(y1 + 1) * stride + x1 + 1]! -
    sum[y0 * stride + x1 + 1]! -
    sum[(y1 + 1) * stride + x0]! +
    sum[y0 * stride + x0]!;
  const out = new Uint8Array(rgb.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let bestVariance = Infinity;
      let best = [0, 0, 0, 0, 0, 0];
      for (const [dx, dy] of QUADRANTS) {
        const x0 = Math.max(0, Math.min(x, x + dx * radius));
        const x1 = Math.min(width - 1, Math.max(x, x + dx * radius));
        const y0 = Math.max(0, Math.min(y, y + dy * radius));
        const y1 = Math.min(height - 1, Math.max(y, y + dy * radius));
        const n = (x1 - x0 + 1) * (y1 - y0 + 1);
        const meanL = box(sumL, x0, y0, x1, y1) / n;
        const variance = box(sumL2, x0, y0, x1, y1) / n - meanL * meanL;
        if (variance < bestVariance) {
          bestVariance = variance;
          best = [x0, y0, x1, y1, n, 0];
        }
      }
      const [x0, y0, x1, y1, n] = best as [number, number, number, number, number];
      const i = (y * width + x) * 3;
      out[i] = Math.round(box(sumR, x0, y0, x1, y1) / n);
      out[i + 1] = Math.round(box(sumG, x0, y0, x1, y1) / n);
      out[i + 2] = Math.round(box(sumB, x0, y0, x1, y1) / n);
    }
  }
  return out;
}

const QUADRANTS: [number, number][] = [
  [-1, -1],
  [1, -1],
  [-1, 1],
  [1, 1],
];

/** Bold dark outlines (1 = ink): Canny edges of a smoothed grey copy, thickened. */
export function inkLines(
  cv: OpenCv,
  rgb: Uint8Array,
  width: number,
  height: number,
  thickness: number,
): Uint8Array {
  return withMats((track) => {
    const grey = track(toMat(cv, toGrey(cv, rgb, width, height), width, height, 1));
    const smooth = track(new cv.Mat());
    cv.medianBlur(grey, smooth, 5);
    const edges = track(new cv.Mat());
    cv.Canny(smooth, edges, 40, 110);
    if (thickness > 1) {
      const kernel = track(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(thickness, thickness)));
      const thick = track(new cv.Mat());
      cv.dilate(edges, thick, kernel);
      return Uint8Array.from(thick.data, (v) => (v ? 1 : 0));
    }
    return Uint8Array.from(edges.data, (v) => (v ? 1 : 0));
  });
}

/** Gaussian blur of float data (1 or 3 channels, interleaved) at a bounded cost, as `wideBlur`. */
export function blurFloats(
  cv: OpenCv,
  values: Float32Array,
  width: number,
  height: number,
  channels: 1 | 3,
  sigma: number,
): Float32Array {
  const shrink = Math.max(1, sigma / 3);
  return withMats((track) => {
    const src = track(new cv.Mat(height, width, channels === 3 ? cv.CV_32FC3 : cv.CV_32F));
    src.data32F.set(values);
    const small = track(new cv.Mat());
    const smallSize = new cv.Size(
      Math.max(1, Math.round(width / shrink)),
      Math.max(1, Math.round(height / shrink)),
    );
    cv.resize(src, small, smallSize, 0, 0, cv.INTER_AREA);
    const blurred = track(new cv.Mat());
    cv.GaussianBlur(small, blurred, new cv.Size(0, 0), sigma / shrink, sigma / shrink, cv.BORDER_REFLECT);
    const big = track(new cv.Mat());
    cv.resize(blurred, big, new cv.Size(width, height), 0, 0, cv.INTER_LINEAR);
    return new Float32Array(big.data32F);
  });
}
