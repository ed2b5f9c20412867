/**
 * Colourising a black-and-white photo without a model: an honest heuristic, not a learned one. Every pixel
 * keeps its brightness; only a tint is added, chosen by what the region probably is:
 * - sky: smooth, not dark areas in the upper part that reach the top edge → blue;
 * - vegetation: darker mid-tones below the sky, more so where textured (foliage, grass) → green;
 * - skin: smooth light tones (lighter than grass, darker than white) outside the sky → warm peach;
 * - anything else: a faint warm neutral, so no area stays dead grey.
 * Region weights are blurred so each area gets one coherent tint, and the tint fades near black and white.
 * It will miss (a white car may turn sky-blue, green clothes stay warm), but the result reads as a colour photo.
 */
import type { OpenCv } from './libs';
import { clampByte, luminance, toMat, withMats, type Raster } from './raster';
import { blurFloats } from './filters';

/** Chroma (Cb, Cr on a −128…127 scale) of each region's target colour. */
const TINTS = {
  sky: chroma(110, 160, 215),
  vegetation: chroma(95, 150, 70),
  skin: chroma(225, 170, 135),
  neutral: chroma(140, 135, 125),
};
/** How much of each tint's chroma is applied (1 = the full target saturation). */
const TINT_STRENGTH = 0.85;

function chroma(r: number, g: number, b: number): [number, number] {
  return [-0.1687 * r - 0.3313 * g + 0.5 * b, 0.5 * r - 0.4187 * g - 0.0813 * b];
}

const smoothstep = (edge0: number, edge1: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** Whether a picture has (next to) no colour: grey or a single tone such as sepia. */
export function isMonochrome(raster: Raster): boolean {
  const { rgb } = raster;
  const pixels = rgb.length / 3;
  const step = Math.max(1, Math.floor(pixels / 20000));
  const spreads: number[] = [];
  let hueR = 0;
  let hueB = 0;
  for (let i = 0; i < pixels; i += step) {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    hueR += r - g;
    hueB += b - g;
    spreads.push(Math.max(r, g, b) - Math.min(r, g, b));
  }
  // A toned print has a spread, but the same cast everywhere: take the spread away from the mean cast.
  const castSpread = (Math.abs(hueR) + Math.abs(hueB)) / spreads.length;
  spreads.sort((a, b) => a - b);
  return spreads[Math.floor(spreads.length * 0.95)]! - castSpread < 12;
}

/** Local standard deviation of `values` (0–1) in a square window: how textured each area is. */
function localTexture(cv: OpenCv, values: Float32Array, width: number, height: number, window: number) {
  return withMats((track) => {
    const src = track(new cv.Mat(height, width, cv.CV_32F));
    src.data32F.set(values);
    const squares = track(new cv.Mat(height, width, cv.CV_32F));
    squares.data32F.set(values.map((v) => v * v));
    const mean = track(new cv.Mat());
    const meanSquares = track(new cv.Mat());
    const size = new cv.Size(window, window);
    cv.blur(src, mean, size);
    cv.blur(squares, meanSquares, size);
    const out = new Float32Array(width * height);
    for (let i = 0; i < out.length; i++) {
      out[i] = Math.sqrt(Math.max(0, meanSquares.data32F[i]! - mean.data32F[i]! ** 2));
    }
    return out;
  });
}

/**
 * Sky: smooth, not dark areas in the upper part that reach the top edge (a face in a portrait is smooth and
 * light too, but hair or a background separates it from the top).
 */
function skyRegion(cv: OpenCv, luma: Float32Array, texture: Float32Array, width: number, height: number) {
  const candidate = new Uint8Array(width * height);
  for (let i = 0; i < candidate.length; i++) {
    const up = Math.floor(i / width) / height;
    candidate[i] = luma[i]! > 0.2 && texture[i]! < 0.035 && up < 0.75 ? 1 : 0;
  }
  return withMats((track) => {
    const labels = track(new cv.Mat());
    cv.connectedComponents(track(toMat(cv, candidate, width, height, 1)), labels, 4, cv.CV_32S);
    const ids = labels.data32S;
    const touchesTop = new Set<number>();
    for (let x = 0; x < width; x++) if (ids[x]! > 0) touchesTop.add(ids[x]!);
    return Float32Array.from(ids, (id) => (id > 0 && touchesTop.has(id) ? 1 : 0));
  });
}

/** Gaussian blur of a float field at a bounded cost (filters.ts `blurFloats`). */
function blurField(cv: OpenCv, values: Float32Array, width: number, height: number, sigma: number) {
  return blurFloats(cv, values, width, height, 1, sigma);
}

export function colouriseRaster(cv: OpenCv, raster: Raster): Raster {
  const { width, height } = raster;
  const luma = luminance(raster.rgb).map((v) => v / 255);
  const texture = localTexture(
    cv,
    luma,
    width,
    height,
    Math.max(5, Math.round(Math.min(width, height) / 100) | 1),
  );
  const pixels = width * height;
  const sky = skyRegion(cv, luma, texture, width, height);
  const vegetation = new Float32Array(pixels);
  const skin = new Float32Array(pixels);
  for (let i = 0; i < pixels; i++) {
    const l = luma[i]!;
    const up = Math.floor(i / width) / height;
    const smooth = 1 - smoothstep(0.02, 0.06, texture[i]!);
    vegetation[i] =
      smoothstep(0.06, 0.16, l) *
      (1 - smoothstep(0.52, 0.62, l)) *
      (0.35 + 0.65 * (1 - smooth)) *
      (1 - sky[i]!) *
      (0.3 + 0.7 * smoothstep(0.2, 0.6, up));
    skin[i] = smoothstep(0.52, 0.62, l) * (1 - smoothstep(0.86, 0.95, l)) * smooth * (1 - sky[i]!);
  }
  // Coherent regions: a tint should cover an area, not follow every pixel's noise.
  const sigma = Math.max(2, Math.min(width, height) / 80);
  const [skyField, vegetationField, skinField] = [sky, vegetation, skin].map((field) =>
    blurField(cv, field, width, height, sigma),
  );
  const out = new Uint8Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    const weights = [skyField![i]!, vegetationField![i]!, skinField![i]!];
    const claimed = weights[0]! + weights[1]! + weights[2]!;
    const neutral = Math.max(0.15, 1 - claimed);
    const total = claimed + neutral;
    let cb = (neutral * TINTS.neutral[0]) / total;
    let cr = (neutral * TINTS.neutral[1]) / total;
    const tints = [TINTS.sky, TINTS.vegetation, TINTS.skin];
    for (let k = 0; k < 3; k++) {
      cb += (weights[k]! * tints[k]![0]) / total;
      cr += (weights[k]! * tints[k]![1]) / total;
    }
    // Near black and white there is no room for colour.
    const l = luma[i]!;
    const room = TINT_STRENGTH * Math.min(1, l / 0.2, (1 - l) / 0.12);
    const y = l * 255;
    out[i * 3] = clampByte(y + 1.402 * cr * room);
    out[i * 3 + 1] = clampByte(y - 0.344136 * cb * room - 0.714136 * cr * room);
    out[i * 3 + 2] = clampByte(y + 1.772 * cb * room);
  }
  return { ...raster, rgb: out };
}
