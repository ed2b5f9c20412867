import { toTier } from '../tiers';
import { DEFAULT_IMAGE_STEPS } from './sizes';

/**
 * Credit costs per generation, and the outpaint discount for premium and ultimate.
 * Fixed costs are the editor's AI tools; generator models are priced by `generationCost`.
 */

export const GPT_IMAGE_1_CREDITS = 8;
export const GPT_IMAGE_1_PRO_CREDITS = 20;
export const GPT_IMAGE_1_MINI_CREDITS = 1;
export const GEMINI_25_CREDITS = 4;
/** "other context models 1" (kontext, qwen-image-edit …). */
export const OTHER_CONTEXT_MODEL_CREDITS = 1;
export const BACKGROUND_REMOVAL_CREDITS = 1;
export const VARIATION_CREDITS = 1;
export const INPAINT_CREDITS = 1;
/** Not priced by the spec; priced like the other single-pass tools. */
export const UPSCALE_CREDITS = 1;
/** Premium or ultimate get a discount of 2 on the outpaint price. */
export const OUTPAINT_PREMIUM_DISCOUNT = 2;
export const OUTPAINT_DIVISOR = 50_000_000;

const CONTEXT_MODEL_CREDITS: ReadonlyMap<string, number> = new Map([
  ['gptimage1', GPT_IMAGE_1_CREDITS],
  ['gptimage1pro', GPT_IMAGE_1_PRO_CREDITS],
  ['gptimage1mini', GPT_IMAGE_1_MINI_CREDITS],
  ['gemini25', GEMINI_25_CREDITS],
]);

/** Cost of a context edit (tools kontext, gemini25, gptimage1*, qwen-image-edit): listed price or 1. */
export function contextEditCost(model: string): number {
  return CONTEXT_MODEL_CREDITS.get(model) ?? OTHER_CONTEXT_MODEL_CREDITS;
}

/** Outpaint: round(width*height*steps/50,000,000) minus 2 for premium or ultimate, floor 0. */
export function outpaintCost(input: { width: number; height: number; steps: number; tier: unknown }): number {
  const tier = toTier(input.tier);
  const discount = tier === 'premium' || tier === 'ultimate' ? OUTPAINT_PREMIUM_DISCOUNT : 0;
  return Math.max(0, Math.round((input.width * input.height * input.steps) / OUTPAINT_DIVISOR) - discount);
}

/** The editor's AI tools. */
export const EDITOR_AI_TOOLS = [
  'kontext',
  'gemini25',
  'gptimage1',
  'gptimage1pro',
  'gptimage1mini',
  'qwen-image-edit',
  'rembg',
  'outpaint-model2',
  'inpaint2',
  'inpaint5',
  'fluxdevcanny',
  'upscale',
] as const;
export type EditorAiTool = (typeof EDITOR_AI_TOOLS)[number];

/** What one run of an editor AI tool costs. Outpaint needs the target size, steps and the user's tier. */
export function editToolCost(
  tool: EditorAiTool,
  outpaint?: { width: number; height: number; steps: number; tier: unknown },
): number {
  switch (tool) {
    case 'rembg':
      return BACKGROUND_REMOVAL_CREDITS;
    case 'fluxdevcanny':
      return VARIATION_CREDITS;
    case 'inpaint2':
    case 'inpaint5':
      return INPAINT_CREDITS;
    case 'upscale':
      return UPSCALE_CREDITS;
    case 'outpaint-model2':
      if (!outpaint) throw new TypeError('outpaint cost needs width, height, steps and tier');
      return outpaintCost(outpaint);
    default:
      return contextEditCost(tool);
  }
}

/** Size, step and video factors are relative to these. */
export const REFERENCE_AREA = 1024 * 1024;
export const REFERENCE_VIDEO_SECONDS = 5;
/** A video with generated audio costs half as much again. */
export const AUDIO_FACTOR = 1.5;
export const MIN_GENERATION_COST = 1;

export interface GenerationCostInput {
  /** The model entry's `credits`: the price of one image of 1024×1024 at the default steps (or one 5 s clip). */
  modelCredits: number;
  /** The model entry's `maxCredits`, if any: the most one image or clip may cost. */
  maxCredits?: number;
  width: number;
  height: number;
  steps?: number;
  defaultSteps?: number;
  number: number;
  /** Video only: clip length in seconds. */
  lengthSeconds?: number;
  /** Video only: with generated audio. */
  audio?: boolean;
}

/**
 * A model's credit cost for generation is computed from size, steps, length and audio, multiplied by the
 * number of items, with a minimum of 1. The spec gives no formula; ours scales linearly with the work done:
 *
 *   perItem = ceil(modelCredits × (width×height / 1024²) × (steps / defaultSteps)
 *                  × (lengthSeconds / 5) × (audio ? 1.5 : 1)),   capped at maxCredits
 *   total   = max(1, perItem × number)
 *
 * A factor whose inputs are missing (no steps, no length) is 1. Rounding up per item keeps every item's
 * price whole and never undercharges.
 */
export function generationCost(input: GenerationCostInput): number {
  const area = (input.width * input.height) / REFERENCE_AREA;
  const steps = input.steps && input.defaultSteps ? input.steps / input.defaultSteps : 1;
  const length = input.lengthSeconds ? input.lengthSeconds / REFERENCE_VIDEO_SECONDS : 1;
  const audio = input.audio ? AUDIO_FACTOR : 1;
  // Round away float noise (e.g. 2.0000000000000004) before rounding up.
  let perItem = Math.ceil(Number((input.modelCredits * area * steps * length * audio).toFixed(6)));
  if (input.maxCredits !== undefined) perItem = Math.min(perItem, input.maxCredits);
  return Math.max(MIN_GENERATION_COST, perItem * Math.max(1, Math.trunc(input.number)));
}

/**
 * What a run of images costs in all: the model's price scaled by size and by steps against the default
 * steps the price is for. The server charges it per image (`number: 1`); the generator shows and checks it
 * for the whole run before sending it.
 */
export function imageRunCost(
  input: Omit<GenerationCostInput, 'defaultSteps' | 'lengthSeconds' | 'audio'>,
): number {
  return generationCost({ ...input, defaultSteps: DEFAULT_IMAGE_STEPS });
}
