/**
 * `inpaint`: the editor's area edit without a generative model. The masked area is filled from its
 * surroundings (see inpaint-core.ts); a prompt can only steer colour: each colour word it names pulls the
 * fill's average halfway toward that colour (several colours are laid top to bottom across the hole, so
 * "blue sky over green grass" reads as it should), keeping the fill's own shading and texture.
 */
import { coloursInPrompt } from './colour-words';
import { fillHoles, holeDepth } from './inpaint-core';
import { loadOpenCv } from './libs';
import { decodeMask } from './mask';
import { clampByte, decodeRaster, encodePng, type ProgressListener, type Raster } from './raster';

export interface InpaintOptions {
  /** Free text; only its colour words are used. */
  prompt?: string;
  onProgress?: ProgressListener;
}

/** How far the fill's mean moves toward a named colour (0 = ignore the prompt, 1 = flat colour). */
const PROMPT_COLOUR_PULL = 0.5;
/** Pixels over which the colour pull fades in from the hole's edge, so the seam stays invisible. */
const PULL_FEATHER = 6;

function pullTowardColours(raster: Raster, mask: Uint8Array, depth: Float32Array, colours: number[][]): void {
  const { rgb, width, height } = raster;
  let top = height;
  let bottom = 0;
  const mean = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    for (let c = 0; c < 3; c++) mean[c]! += rgb[i * 3 + c]!;
    count++;
  }
  for (let c = 0; c < 3; c++) mean[c]! /= count;
  const span = Math.max(1, bottom - top);
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    // Position down the hole picks (and blends between) the named colours in order.
    const t = ((Math.floor(i / width) - top) / span) * (colours.length - 1);
    const a = colours[Math.floor(t)]!;
    const b = colours[Math.min(colours.length - 1, Math.floor(t) + 1)]!;
    const f = t - Math.floor(t);
    const weight = PROMPT_COLOUR_PULL * Math.min(1, depth[i]! / PULL_FEATHER);
    for (let c = 0; c < 3; c++) {
      const target = a[c]! * (1 - f) + b[c]! * f;
      rgb[i * 3 + c] = clampByte(rgb[i * 3 + c]! + weight * (target - mean[c]!));
    }
  }
}

/**
 * Fills the white (or, on a transparent mask, painted) area of `mask` in `image`. Throws when the mask's size
 * differs from the image's. Returns a PNG of the same size; pixels outside the mask are unchanged.
 */
export async function inpaint(image: Buffer, mask: Buffer, opts: InpaintOptions = {}): Promise<Buffer> {
  const raster = await decodeRaster(image);
  const holes = await decodeMask(mask, raster.width, raster.height);
  opts.onProgress?.(0.1);
  const { cv } = await loadOpenCv();
  opts.onProgress?.(0.3);
  const filled = fillHoles(cv, raster.rgb, holes, raster.width, raster.height);
  const result: Raster = { ...raster, rgb: filled };
  const colours = coloursInPrompt(opts.prompt ?? '');
  if (colours.length > 0) {
    pullTowardColours(
      result,
      holes,
      holeDepth(cv, holes, raster.width, raster.height),
      colours.map((c) => [...c]),
    );
  }
  // A filled area shows content, so it becomes opaque on a transparent picture.
  if (result.alpha) {
    const alpha = result.alpha.slice();
    for (let i = 0; i < holes.length; i++) if (holes[i]) alpha[i] = 255;
    result.alpha = alpha;
  }
  opts.onProgress?.(0.9);
  const png = await encodePng(result);
  opts.onProgress?.(1);
  return png;
}
