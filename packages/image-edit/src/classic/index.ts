/**
 * Classical (model-free) image tools of `@muse/image-edit`: inpainting, outpainting, photo restoration and
 * art stylisation. Encoded image in (PNG, JPEG, WebP…), PNG out, optional `onProgress(fraction)`; sharp and
 * OpenCV.js load on first use, so importing this costs nothing.
 */
export { inpaint, type InpaintOptions } from './inpaint';
export { paintableMask } from './mask';
export {
  outpaint,
  OUTPAINT_ANCHORS,
  OUTPAINT_MAX_SIDE,
  type OutpaintAnchor,
  type OutpaintOptions,
} from './outpaint';
export {
  colourise,
  denoise,
  removeScratches,
  repairColour,
  restorePhoto,
  type RestoreOptions,
} from './restore';
export { ART_STYLES, stylise, type ArtStyle, type StyliseOptions } from './stylise';
export type { ProgressListener } from './raster';
