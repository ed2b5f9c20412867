/**
 * The photo wizard's restoration presets as functions (encoded image in, PNG out), and `restorePhoto`, which
 * chains them: denoise → remove scratches → repair colour → colourise (only when the input has no colour).
 */
import { colouriseRaster, isMonochrome } from './colourise';
import { denoiseRaster } from './denoise';
import { loadOpenCv, type OpenCv } from './libs';
import { decodeRaster, encodePng, type ProgressListener, type Raster } from './raster';
import { repairColourRaster } from './repair-colour';
import { removeScratchesRaster } from './scratches';

export interface RestoreOptions {
  onProgress?: ProgressListener;
}

async function runRasterTool(
  image: Buffer,
  opts: RestoreOptions,
  tool: (cv: OpenCv, raster: Raster) => Raster,
): Promise<Buffer> {
  const raster = await decodeRaster(image);
  opts.onProgress?.(0.1);
  const { cv } = await loadOpenCv();
  opts.onProgress?.(0.3);
  const result = tool(cv, raster);
  opts.onProgress?.(0.9);
  const png = await encodePng(result);
  opts.onProgress?.(1);
  return png;
}

/** Smooths sensor or film grain, keeping edges; a clean picture comes back nearly unchanged. */
export function denoise(image: Buffer, opts: RestoreOptions = {}): Promise<Buffer> {
  return runRasterTool(image, opts, denoiseRaster);
}

/** Finds thin bright or dark lines and spots (scratches, dust) and inpaints them. */
export function removeScratches(image: Buffer, opts: RestoreOptions = {}): Promise<Buffer> {
  return runRasterTool(image, opts, removeScratchesRaster);
}

/** Fixes a colour cast and faded contrast (white balance, levels, a little saturation). */
export function repairColour(image: Buffer, opts: RestoreOptions = {}): Promise<Buffer> {
  return runRasterTool(image, opts, (_cv, raster) => repairColourRaster(raster));
}

/** Tints a black-and-white photo by region (sky, vegetation, skin, the rest); see colourise.ts. */
export function colourise(image: Buffer, opts: RestoreOptions = {}): Promise<Buffer> {
  return runRasterTool(image, opts, colouriseRaster);
}

/** The whole restoration: denoise, scratches, colour repair, and colourising when the photo has no colour. */
export async function restorePhoto(image: Buffer, opts: RestoreOptions = {}): Promise<Buffer> {
  const progress = opts.onProgress ?? (() => undefined);
  const raster = await decodeRaster(image);
  const monochrome = isMonochrome(raster);
  const { cv } = await loadOpenCv();
  progress(0.15);
  let result = denoiseRaster(cv, raster);
  progress(0.35);
  result = removeScratchesRaster(cv, result);
  progress(0.55);
  result = repairColourRaster(result);
  progress(0.7);
  if (monochrome) result = colouriseRaster(cv, result);
  progress(0.85);
  const png = await encodePng(result);
  progress(1);
  return png;
}
