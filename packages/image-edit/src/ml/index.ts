/**
 * The editor's offline AI tools (issue #17): background removal (IS-Net) and ×2/×4 super-resolution (RDN),
 * both run by onnxruntime on the CPU with model data shipped by npm packages. Each loads its runtime and
 * model on first use and keeps them, so importing this module costs nothing.
 */
export { removeBackground, type RemoveBackgroundOptions } from './background-removal';
export { upscale, MAX_UPSCALED_SIDE, type UpscaleOptions } from './upscale';
export type { UpscaleFactor } from './rdn-model';
