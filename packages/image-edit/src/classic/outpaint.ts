/**
 * `outpaint`: the editor's expand tool without a generative model. The picture is placed at its anchor on a
 * larger canvas; the new area starts as a mirror image of the picture's edges, fades within a short distance
 * into the picture's blurred edge colours stretched outward (so sky continues as sky and grass as grass, and
 * mirrored objects do not repeat far out), is textured there with soft blotches of the picture's own dominant
 * colours plus fine grain as strong as the picture's, and a band along the seam is inpainted so the fold of
 * the mirror does not show. The original pixels are copied back untouched.
 */
import { wideBlur } from './filters';
import { holeDepth } from './inpaint-core';
import { loadOpenCv, type OpenCv } from './libs';
import { fractalNoise, seededRandom } from './noise';
import { dominantColours, nearestTwo } from './palette';
import {
  clampByte,
  decodeRaster,
  encodePng,
  fromMat,
  toMat,
  withMats,
  type ProgressListener,
  type Raster,
} from './raster';
import { OUTPAINT_ANCHORS, type OutpaintAnchor } from '@muse/contracts';
import { EditInputError } from '../errors';

export { OUTPAINT_ANCHORS, type OutpaintAnchor };

export interface OutpaintOptions {
  width: number;
  height: number;
  /** Where the original sits in the new canvas. */
  anchor: OutpaintAnchor;
  onProgress?: ProgressListener;
}

export const OUTPAINT_MAX_SIDE = 2048;
/** Seam band (pixels) re-filled by Telea inpainting. */
const SEAM_BAND = 10;
/** The mirror fades into the stretched far field over this share of the picture's short side (mirrored objects
 * further out would read as copies). */
const FADE_SHARE = 0.15;
/** Blur of the picture before its edge colours are stretched, as a share of its long side. */
const STRETCH_BLUR_SHARE = 0.02;
/** Far-field blur, as a share of the canvas's long side. */
const FAR_BLUR_SHARE = 0.03;
/** Strength of the palette blotches and of the grain in the far field. */
const BLOTCH_STRENGTH = 0.45;
/** Palette colours further than this (RGB distance) from the fill are not used for its blotches. */
const BLOTCH_RELATED = 70;
const GRAIN_STRENGTH = 0.8;

function anchorOffset(anchor: OutpaintAnchor, spare: [number, number]): [number, number] {
  const [spareX, spareY] = spare;
  const x = anchor.endsWith('left') ? 0 : anchor.endsWith('right') ? spareX : Math.floor(spareX / 2);
  const y = anchor.startsWith('top') ? 0 : anchor.startsWith('bottom') ? spareY : Math.floor(spareY / 2);
  return [x, y];
}

function validate(source: Raster, opts: OutpaintOptions): void {
  const { width, height, anchor } = opts;
  if (!OUTPAINT_ANCHORS.includes(anchor))
    throw new EditInputError(`Unknown outpaint anchor "${String(anchor)}".`);
  for (const [name, value, min] of [
    ['width', width, source.width],
    ['height', height, source.height],
  ] as const) {
    if (!Number.isInteger(value) || value < min || value > OUTPAINT_MAX_SIDE) {
      throw new EditInputError(
        `Outpaint ${name} must be a whole number from ${min} (the image's) to ${OUTPAINT_MAX_SIDE}; got ${value}.`,
      );
    }
  }
}

/**
 * The picture on the bigger canvas with its margins filled by `border`: mirrored (near field) or with its
 * blurred edge colours stretched outward (far field: a horizon continues sideways, ground continues down).
 */
function borderCanvas(
  cv: OpenCv,
  source: Raster,
  margins: number[],
  size: [number, number],
  border: 'mirror' | 'stretch',
) {
  const [top, bottom, left, right] = margins as [number, number, number, number];
  const [width, height] = size;
  return withMats((track) => {
    const sigma = STRETCH_BLUR_SHARE * Math.max(source.width, source.height);
    const pixels =
      border === 'stretch' ? wideBlur(cv, source.rgb, source.width, source.height, sigma) : source.rgb;
    const src = track(toMat(cv, pixels, source.width, source.height, 3));
    const dst = track(new cv.Mat());
    // Reflect-101 repeats as needed when a margin is wider than the picture; a 1-pixel side cannot reflect.
    const mirrorable = border === 'mirror' && source.width > 1 && source.height > 1;
    cv.copyMakeBorder(
      src,
      dst,
      top,
      bottom,
      left,
      right,
      mirrorable ? cv.BORDER_REFLECT_101 : cv.BORDER_REPLICATE,
    );
    if (dst.cols !== width || dst.rows !== height) throw new Error('outpaint canvas size mismatch');
    return fromMat(dst);
  });
}

/** Standard deviation of the picture's fine detail (what a 3×3 blur removes), to size the grain. */
function grainLevel(cv: OpenCv, source: Raster): number {
  const blurred = withMats((track) => {
    const src = track(toMat(cv, source.rgb, source.width, source.height, 3));
    const dst = track(new cv.Mat());
    cv.blur(src, dst, new cv.Size(3, 3));
    return fromMat(dst);
  });
  let sum = 0;
  for (let i = 0; i < blurred.length; i++) sum += (source.rgb[i]! - blurred[i]!) ** 2;
  return Math.sqrt(sum / blurred.length);
}

const smoothstep = (t: number): number => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

function outpaintRaster(
  cv: OpenCv,
  source: Raster,
  opts: OutpaintOptions,
  progress: ProgressListener,
): Raster {
  const { width, height } = opts;
  const [left, top] = anchorOffset(opts.anchor, [width - source.width, height - source.height]);
  const right = width - source.width - left;
  const bottom = height - source.height - top;
  const margins = [top, bottom, left, right];
  const mirror = borderCanvas(cv, source, margins, [width, height], 'mirror');
  // Stretched edge colours become streaks (a shirt at the bottom edge runs down as a stripe); blurring them
  // more with distance spreads such streaks into soft colour fields.
  const stretched = borderCanvas(cv, source, margins, [width, height], 'stretch');
  const farSigma = Math.max(4, FAR_BLUR_SHARE * Math.max(width, height));
  const far = wideBlur(cv, stretched, width, height, farSigma);
  const deep = wideBlur(cv, stretched, width, height, 3 * farSigma);
  const deepFrom = Math.max(1, Math.max(left, right, top, bottom));
  progress(0.3);
  const palette = dominantColours(cv, source.rgb, source.width, source.height, 8);
  const blotches = fractalNoise(cv, width, height, Math.max(48, Math.max(width, height) / 12), 3, 17);
  const grain = grainLevel(cv, source);
  const random = seededRandom(29);
  const fade = Math.max(16, FADE_SHARE * Math.min(source.width, source.height));
  progress(0.5);

  const rgb = mirror.slice();
  const outside = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const dy = Math.max(top - y, y - (top + source.height - 1), 0);
    for (let x = 0; x < width; x++) {
      const dx = Math.max(left - x, x - (left + source.width - 1), 0);
      if (dx === 0 && dy === 0) continue;
      const i = y * width + x;
      outside[i] = 1;
      const distance = Math.hypot(dx, dy);
      const t = smoothstep(distance / fade);
      const d = smoothstep(distance / deepFrom) * 0.8;
      const farR = far[i * 3]! * (1 - d) + deep[i * 3]! * d;
      const farG = far[i * 3 + 1]! * (1 - d) + deep[i * 3 + 1]! * d;
      const farB = far[i * 3 + 2]! * (1 - d) + deep[i * 3 + 2]! * d;
      const r = mirror[i * 3]! * (1 - t) + farR * t;
      const g = mirror[i * 3 + 1]! * (1 - t) + farG * t;
      const b = mirror[i * 3 + 2]! * (1 - t) + farB * t;
      // Blotches pull toward the second-nearest palette colour, when it is a related one: sky gets lighter and
      // darker patches of sky colours, grass of grass colours, instead of an even smear. An unrelated colour
      // (brown trunks in a meadow) would read as stains, so then the blotch is just a darker shade.
      const [nearest, second] = nearestTwo(palette, r, g, b);
      const candidate = palette[second]!;
      const related =
        (candidate[0] - r) ** 2 + (candidate[1] - g) ** 2 + (candidate[2] - b) ** 2 < BLOTCH_RELATED ** 2;
      const shade = palette[nearest]!.map((c) => c * 0.8) as [number, number, number];
      const other = related ? candidate : shade;
      const pull = BLOTCH_STRENGTH * t * Math.max(0, blotches[i]!);
      const jitter = GRAIN_STRENGTH * grain * t * (random() + random() - 1) * 1.7;
      rgb[i * 3] = clampByte(r + pull * (other[0] - r) + jitter);
      rgb[i * 3 + 1] = clampByte(g + pull * (other[1] - g) + jitter);
      rgb[i * 3 + 2] = clampByte(b + pull * (other[2] - b) + jitter);
    }
  }
  progress(0.7);

  // Soften the mirror's fold: inpaint a band of the new area along the seam from both sides.
  const depth = holeDepth(cv, outside, width, height);
  const band = outside.map((o, i) => (o && depth[i]! <= SEAM_BAND ? 1 : 0));
  const seamed = withMats((track) => {
    const src = track(toMat(cv, rgb, width, height, 3));
    const holes = track(toMat(cv, band, width, height, 1));
    const dst = track(new cv.Mat());
    cv.inpaint(src, holes, dst, 4, cv.INPAINT_TELEA);
    return fromMat(dst);
  });
  for (let y = 0; y < source.height; y++) {
    const row = source.rgb.subarray(y * source.width * 3, (y + 1) * source.width * 3);
    seamed.set(row, ((y + top) * width + left) * 3);
  }
  let alpha: Uint8Array | undefined;
  if (source.alpha) {
    alpha = new Uint8Array(width * height).fill(255);
    for (let y = 0; y < source.height; y++) {
      alpha.set(source.alpha.subarray(y * source.width, (y + 1) * source.width), (y + top) * width + left);
    }
  }
  return { rgb: seamed, width, height, alpha };
}

/**
 * Extends `image` to `width`×`height` (each from the image's own size up to 2048) with the original at `anchor`.
 * Returns a PNG of exactly that size whose pixels at the anchor position are the original's.
 */
export async function outpaint(image: Buffer, opts: OutpaintOptions): Promise<Buffer> {
  const progress = opts.onProgress ?? (() => undefined);
  const source = await decodeRaster(image);
  validate(source, opts);
  progress(0.05);
  const { cv } = await loadOpenCv();
  progress(0.15);
  const result = outpaintRaster(cv, source, opts, progress);
  progress(0.9);
  const png = await encodePng(result);
  progress(1);
  return png;
}
