/**
 * The editor's AI tools (spec §2 Image editor, §4 Editor, §5, §9 Editor): which kind each tool is, the
 * settings a tool starts with, their bounds, and which tools a picture's size allows.
 */
import { EDITOR_AI_TOOLS, type EditorAiTool } from '../images/costs';

export const CONTEXT_TOOLS = [
  'kontext',
  'gemini25',
  'gptimage1',
  'gptimage1pro',
  'gptimage1mini',
  'qwen-image-edit',
] as const satisfies readonly EditorAiTool[];
export type ContextTool = (typeof CONTEXT_TOOLS)[number];
export const GPT_IMAGE_TOOLS = ['gptimage1', 'gptimage1pro', 'gptimage1mini'] as const;
export const AREA_EDIT_TOOLS = ['inpaint2', 'inpaint5'] as const;

export const BASIC_TOOLS = ['basic', 'crop', 'resize', 'effects', 'transform', 'text'] as const;
export type BasicTool = (typeof BASIC_TOOLS)[number];
export type EditorTool = EditorAiTool | BasicTool;

export function isContextTool(tool: string): tool is ContextTool {
  return (CONTEXT_TOOLS as readonly string[]).includes(tool);
}
export function isAiTool(tool: string): tool is EditorAiTool {
  return (EDITOR_AI_TOOLS as readonly string[]).includes(tool);
}

/** How a user sees each tool. */
export const EDITOR_TOOL_LABELS: Readonly<Record<EditorTool, string>> = {
  kontext: 'Edit with words (Kontext)',
  gemini25: 'Edit with words (Gemini)',
  gptimage1: 'Edit with words (GPT Image)',
  gptimage1pro: 'Edit with words (GPT Image Pro)',
  gptimage1mini: 'Edit with words (GPT Image Mini)',
  'qwen-image-edit': 'Edit with words (Qwen)',
  rembg: 'Remove background',
  'outpaint-model2': 'Expand',
  inpaint2: 'Area edit',
  inpaint5: 'Area edit (detailed)',
  fluxdevcanny: 'Variation',
  upscale: 'Upscale',
  basic: 'Adjust',
  crop: 'Crop',
  resize: 'Resize',
  effects: 'Effects',
  transform: 'Transform',
  text: 'Text',
};

export const OUTPAINT_ANCHORS = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
export type OutpaintAnchor = (typeof OUTPAINT_ANCHORS)[number];

export const AI_TOOL_BOUNDS = {
  context: { promptWeight: { min: 0.01, max: 100, step: 0.01 }, steps: { min: 10, max: 50, step: 1 } },
  inpaint: { imageWeight: { min: 0.1, max: 1, step: 0.05 }, steps: { min: 10, max: 75, step: 1 } },
  variation: { imageWeight: { min: 0.1, max: 1, step: 0.05 }, steps: { min: 10, max: 75, step: 1 } },
  outpaint: {
    size: { max: 2048, step: 128 },
    padding: { min: 10, max: 50, step: 1 },
    steps: { min: 10, max: 50, step: 1 },
  },
} as const;

export const OUTPAINT_DEFAULT_PADDING = 50;
export const INPAINT_DEFAULT_WEIGHT = 0.7;
export const INPAINT_DEFAULT_STEPS = 20;

export interface AiToolSettings {
  prompt: string;
  imageWeight: number;
  promptWeight: number;
  steps: number;
}

/**
 * What a tool's settings become when it is chosen: a context tool clears the prompt with image weight 0.4 and
 * prompt weight 2.5; the others start from the picture's description with weight 1 and prompt weight 0.5.
 */
export function aiToolStartSettings(tool: EditorAiTool, description: string): AiToolSettings {
  if (isContextTool(tool)) return { prompt: '', imageWeight: 0.4, promptWeight: 2.5, steps: 28 };
  if ((AREA_EDIT_TOOLS as readonly string[]).includes(tool))
    return {
      prompt: description,
      imageWeight: INPAINT_DEFAULT_WEIGHT,
      promptWeight: 0.5,
      steps: INPAINT_DEFAULT_STEPS,
    };
  return { prompt: description, imageWeight: 1, promptWeight: 0.5, steps: 25 };
}

/** A number kept within a range (a non-number becomes the range's minimum). */
export function clampToRange(value: number, range: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, value));
}

/**
 * Outpaint sizes offered for one side: from the original size up to 2048 in steps of 128, as a slider from
 * the original to 2048 with step 128 offers them (original, original + 128, …).
 */
export function outpaintSizes(original: number): number[] {
  const sizes: number[] = [];
  for (let s = original; s <= AI_TOOL_BOUNDS.outpaint.size.max; s += AI_TOOL_BOUNDS.outpaint.size.step)
    sizes.push(s);
  return sizes;
}

/** A requested outpaint side is valid when it is the original size or a step of 128 above it, ≤ 2048. */
export function isValidOutpaintSide(original: number, side: number): boolean {
  return outpaintSizes(original).includes(side);
}

/** GPT Image is offered only for 1536×1024, 1024×1536 or square pictures. */
export function gptImageSupports(width: number, height: number): boolean {
  return width === height || (width === 1536 && height === 1024) || (width === 1024 && height === 1536);
}

/**
 * Kontext takes pictures of aspect ratio from 9:21 to 21:9 (FLUX.1 Kontext's documented range) with no side
 * over 2048 px: the spec offers it "only when the size is supported" without listing the sizes.
 */
export function kontextSupports(width: number, height: number): boolean {
  const ratio = width / height;
  return width <= 2048 && height <= 2048 && ratio >= 9 / 21 - 1e-9 && ratio <= 21 / 9 + 1e-9;
}

/** The context tools a picture of this size may use. */
export function contextToolsFor(width: number, height: number): ContextTool[] {
  return CONTEXT_TOOLS.filter((t) => {
    if ((GPT_IMAGE_TOOLS as readonly string[]).includes(t)) return gptImageSupports(width, height);
    if (t === 'kontext') return kontextSupports(width, height);
    return true;
  });
}
