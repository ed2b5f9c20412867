/**
 * Hole filling on rasters, shared by inpaint, outpaint and scratch removal, built on OpenCV's inpainting.
 * A thin hole (a line, a spot) gets one Navier–Stokes pass, which carries edges into the hole. A wide hole
 * smears and greys when filled at full size, so it is filled on a copy shrunk until the hole is about
 * COARSE_DEPTH pixels deep; that fill is upsampled as the hole's inside, corrected smoothly to match the
 * real pixels around the hole, and Telea re-fills a band along the hole's edge at full size. Fine texture is
 * then put back by mirroring the surrounding detail across the hole's edge (a low-pass fill looks like fog).
 */
import type { OpenCv } from './libs';
import { blurFloats } from './filters';
import { clampByte, fromMat, toMat, withMats } from './raster';

/** Holes at most this many pixels from their edge are filled in a single Telea pass. */
const DIRECT_MAX_DEPTH = 10;
/** Wide holes are filled on a copy shrunk until they are this deep… */
const COARSE_DEPTH = 12;
/** …unless that would leave less than this many pixels on the short side. */
const COARSE_MIN_SIDE = 96;
/** Width of the edge band re-filled at full size so the coarse fill meets the real pixels without a seam. */
const EDGE_BAND = 8;
/** Ring of real pixels around a wide hole whose colours the coarse fill is matched to. */
const RING_WIDTH = 3;
/** Blur used to split texture from shading when mirroring detail into wide holes. */
const DETAIL_SIGMA = 2;
/** Where the blurred picture still slopes this much per pixel, the detail is an object's edge (mirrored, a
 * ghost outline), not texture such as grass grain, which blurring flattens. */
const DETAIL_EDGE_SLOPE = 4;
/** Colour distance over which a source's texture stops applying to the fill. */
const DETAIL_COLOUR_GAP = 25;

/** Per-pixel distance to the nearest unmasked pixel (0 outside the hole). */
export function holeDepth(cv: OpenCv, mask: Uint8Array, width: number, height: number): Float32Array {
  return withMats((track) => {
    const src = track(toMat(cv, mask, width, height, 1));
    const dist = track(new cv.Mat());
    cv.distanceTransform(src, dist, cv.DIST_L2, cv.DIST_MASK_PRECISE);
    return new Float32Array(dist.data32F);
  });
}

function inpaintRadius(depth: number): number {
  return Math.min(8, Math.max(3, Math.ceil(depth) + 2));
}

type Method = 'telea' | 'navier-stokes';

function cvInpaint(
  cv: OpenCv,
  rgb: Uint8Array,
  mask: Uint8Array,
  size: [number, number],
  radius: number,
  method: Method,
) {
  const [width, height] = size;
  return withMats((track) => {
    const src = track(toMat(cv, rgb, width, height, 3));
    const holes = track(toMat(cv, mask, width, height, 1));
    const dst = track(new cv.Mat());
    cv.inpaint(src, holes, dst, radius, method === 'telea' ? cv.INPAINT_TELEA : cv.INPAINT_NS);
    return fromMat(dst);
  });
}

function resize(
  cv: OpenCv,
  bytes: Uint8Array,
  from: [number, number],
  to: [number, number],
  channels: 1 | 3,
) {
  return withMats((track) => {
    const src = track(toMat(cv, bytes, from[0], from[1], channels));
    const dst = track(new cv.Mat());
    const shrinking = to[0] < from[0];
    cv.resize(src, dst, new cv.Size(to[0], to[1]), 0, 0, shrinking ? cv.INTER_AREA : cv.INTER_CUBIC);
    return fromMat(dst);
  });
}

/** Fills a hole thin enough for one pass; Navier–Stokes continues edges (a horizon) where Telea averages. */
function fillDirect(
  cv: OpenCv,
  rgb: Uint8Array,
  mask: Uint8Array,
  width: number,
  height: number,
  deepest: number,
) {
  return cvInpaint(cv, rgb, mask, [width, height], inpaintRadius(deepest), 'navier-stokes');
}

function fillWide(
  cv: OpenCv,
  rgb: Uint8Array,
  mask: Uint8Array,
  depth: Float32Array,
  width: number,
  height: number,
  deepest: number,
): Uint8Array {
  // Shrink until the hole is COARSE_DEPTH deep, but keep enough picture around it to continue.
  const factor = Math.max(1, Math.min(deepest / COARSE_DEPTH, Math.min(width, height) / COARSE_MIN_SIDE));
  const small: [number, number] = [
    Math.max(1, Math.round(width / factor)),
    Math.max(1, Math.round(height / factor)),
  ];
  const smallRgb = resize(cv, rgb, [width, height], small, 3);
  // A coarse pixel that covers any masked pixel is masked, so coarse known pixels are never polluted.
  const smallMask = resize(
    cv,
    mask.map((m) => m * 255),
    [width, height],
    small,
    1,
  ).map((m) => (m > 0 ? 1 : 0));
  const smallDepth = holeDepth(cv, smallMask, small[0], small[1]);
  let smallDeepest = 0;
  for (const d of smallDepth) if (d > smallDeepest) smallDeepest = d;
  const coarse = resize(
    cv,
    fillDirect(cv, smallRgb, smallMask, small[0], small[1], smallDeepest),
    small,
    [width, height],
    3,
  );
  matchSurroundings(cv, coarse, rgb, mask, width, height, Math.max(4, Math.min(deepest / 2, 3 * factor)));
  const edgeBand = Math.max(EDGE_BAND, 1.5 * factor);
  const work = rgb.slice();
  const band = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    work[i * 3] = coarse[i * 3]!;
    work[i * 3 + 1] = coarse[i * 3 + 1]!;
    work[i * 3 + 2] = coarse[i * 3 + 2]!;
    if (depth[i]! <= edgeBand) band[i] = 1;
  }
  return cvInpaint(cv, work, band, [width, height], 5, 'telea');
}

/**
 * Seamless blending of the coarse fill (in place): the coarse fill is off by a little along the hole's edge
 * (it was computed on a shrunk, slightly enlarged hole), which shows as a frame. The error measured on a thin
 * ring of real pixels around the hole is spread smoothly into the hole (normalised convolution: blurred
 * error over blurred ring weight, fading with depth) and corrected, so the fill meets its surroundings.
 */
function matchSurroundings(
  cv: OpenCv,
  coarse: Uint8Array,
  rgb: Uint8Array,
  mask: Uint8Array,
  width: number,
  height: number,
  sigma: number,
): void {
  const outsideDepth = holeDepth(
    cv,
    mask.map((m) => 1 - m),
    width,
    height,
  );
  const error = new Float32Array(rgb.length);
  const weight = new Float32Array(mask.length);
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] || outsideDepth[i]! > RING_WIDTH) continue;
    weight[i] = 1;
    for (let c = 0; c < 3; c++) error[i * 3 + c] = rgb[i * 3 + c]! - coarse[i * 3 + c]!;
  }
  const spreadError = blurFloats(cv, error, width, height, 3, sigma);
  const spreadWeight = blurFloats(cv, weight, width, height, 1, sigma);
  // Dividing by at least the weight found a little inside the ring makes the correction fade out with
  // depth instead of reaching across the whole hole.
  const floor = (0.5 * RING_WIDTH) / (2.5 * sigma);
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const divisor = Math.max(spreadWeight[i]!, floor);
    for (let c = 0; c < 3; c++) {
      coarse[i * 3 + c] = clampByte(coarse[i * 3 + c]! + spreadError[i * 3 + c]! / divisor);
    }
  }
}

/** Adds texture mirrored across the hole's edge: a pixel at depth d takes the detail found d pixels outside. */
function mirrorDetail(
  cv: OpenCv,
  filled: Uint8Array,
  mask: Uint8Array,
  depth: Float32Array,
  width: number,
  height: number,
) {
  const blurred = withMats((track) => {
    const src = track(toMat(cv, filled, width, height, 3));
    const dst = track(new cv.Mat());
    cv.GaussianBlur(src, dst, new cv.Size(0, 0), DETAIL_SIGMA, DETAIL_SIGMA, cv.BORDER_REFLECT);
    return fromMat(dst);
  });
  const out = filled.slice();
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const d = depth[i]!;
      if (!mask[i] || d === 0) continue;
      // The depth field rises away from the edge, so its gradient points inward; step back 2d along it.
      const gx = (depth[i + 1]! - depth[i - 1]!) / 2;
      const gy = (depth[i + width]! - depth[i - width]!) / 2;
      const norm = Math.hypot(gx, gy) || 1;
      const sx = Math.round(x - (2 * d * gx) / norm);
      const sy = Math.round(y - (2 * d * gy) / norm);
      if (sx < 1 || sy < 1 || sx >= width - 1 || sy >= height - 1) continue;
      const s = sy * width + sx;
      if (mask[s]) continue;
      // Texture only, not edges, and only from surroundings of the colour the fill has here: grass grain must
      // not be mirrored into the sky above a horizon.
      const luma = (p: number) => blurred[p * 3]! + blurred[p * 3 + 1]! + blurred[p * 3 + 2]!;
      const slope = Math.hypot(luma(s + 1) - luma(s - 1), luma(s + width) - luma(s - width)) / 6;
      if (slope > DETAIL_EDGE_SLOPE) continue;
      let colourGap = 0;
      for (let c = 0; c < 3; c++) colourGap += (blurred[s * 3 + c]! - filled[i * 3 + c]!) ** 2;
      const weight = Math.exp(-colourGap / (2 * DETAIL_COLOUR_GAP ** 2));
      for (let c = 0; c < 3; c++) {
        out[i * 3 + c] = clampByte(filled[i * 3 + c]! + weight * (filled[s * 3 + c]! - blurred[s * 3 + c]!));
      }
    }
  }
  return out;
}

/**
 * Fills the masked pixels (mask 1) of an RGB raster from their surroundings; unmasked pixels are returned
 * unchanged. A mask covering everything leaves the picture as it is: there is nothing to continue.
 */
export function fillHoles(
  cv: OpenCv,
  rgb: Uint8Array,
  mask: Uint8Array,
  width: number,
  height: number,
): Uint8Array {
  let masked = 0;
  for (let i = 0; i < mask.length; i++) masked += mask[i]!;
  if (masked === 0 || masked === mask.length) return rgb.slice();
  const depth = holeDepth(cv, mask, width, height);
  let deepest = 0;
  for (const d of depth) if (d > deepest) deepest = d;
  let filled: Uint8Array;
  if (deepest <= DIRECT_MAX_DEPTH) filled = fillDirect(cv, rgb, mask, width, height, deepest);
  else filled = fillWide(cv, rgb, mask, depth, width, height, deepest);
  if (deepest > DIRECT_MAX_DEPTH) filled = mirrorDetail(cv, filled, mask, depth, width, height);
  // Telea never touches known pixels, but restore them bit-exactly anyway: callers promise it.
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]) continue;
    filled[i * 3] = rgb[i * 3]!;
    filled[i * 3 + 1] = rgb[i * 3 + 1]!;
    filled[i * 3 + 2] = rgb[i * 3 + 2]!;
  }
  return filled;
}
