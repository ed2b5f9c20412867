/**
 * The AI tools' settings as the panel holds them, what a run costs and when it may start, and the request
 * bodies the server takes. Pure, so the rules are tested without a browser.
 */
import type { EditToolBody, InpaintBody } from '@muse/contracts';
import {
  AI_TOOL_BOUNDS,
  AREA_EDIT_TOOLS,
  INPAINT_DEFAULT_STEPS,
  OUTPAINT_DEFAULT_PADDING,
  aiToolStartSettings,
  contextToolsFor,
  editToolCost,
  isContextTool,
  outpaintSizes,
  type EditorAiTool,
  type OutpaintAnchor,
} from '@muse/domain';

/** The largest side the editor takes (the server's upload limit). */
export const MAX_PICTURE_SIDE = 4096;
export const UPSCALE_FACTORS = [2, 4] as const;
export type UpscaleFactor = (typeof UPSCALE_FACTORS)[number];

export interface PictureSize {
  width: number;
  height: number;
}

export interface OutpaintSettings {
  width: number;
  height: number;
  anchor: OutpaintAnchor;
  padding: number;
  steps: number;
}

export interface AiSettings {
  prompt: string;
  imageWeight: number;
  promptWeight: number;
  steps: number;
  factor: UpscaleFactor;
  outpaint: OutpaintSettings;
}

export type AiToolKind = 'context' | 'area' | 'expand' | 'variation' | 'upscale' | 'rembg';

export function toolKind(tool: EditorAiTool): AiToolKind {
  if (isContextTool(tool)) return 'context';
  if ((AREA_EDIT_TOOLS as readonly string[]).includes(tool)) return 'area';
  if (tool === 'outpaint-model2') return 'expand';
  if (tool === 'fluxdevcanny') return 'variation';
  if (tool === 'upscale') return 'upscale';
  return 'rembg';
}

/**
 * The settings a tool starts with (spec §4 Editor): the domain's start values, ×2 upscale, and an expand
 * one step (128 px) wider than the picture, centred, with the default padding.
 */
export function startSettings(tool: EditorAiTool, description: string, picture: PictureSize): AiSettings {
  const sizes = outpaintSizes(picture.width);
  return {
    ...aiToolStartSettings(tool, description),
    factor: 2,
    outpaint: {
      width: sizes[1] ?? picture.width,
      height: picture.height,
      anchor: 'center',
      padding: OUTPAINT_DEFAULT_PADDING,
      steps: INPAINT_DEFAULT_STEPS,
    },
  };
}

/** Upscaling by `factor` is offered only when the result stays within 4096 px a side. */
export function upscaleFits(picture: PictureSize, factor: UpscaleFactor): boolean {
  return picture.width * factor <= MAX_PICTURE_SIDE && picture.height * factor <= MAX_PICTURE_SIDE;
}

/** What a run costs in credits: the tool's price, for expand the size and steps with the tier's discount. */
export function runPrice(tool: EditorAiTool, settings: AiSettings, tier: unknown): number {
  if (tool !== 'outpaint-model2') return editToolCost(tool);
  const { width, height, steps } = settings.outpaint;
  return editToolCost(tool, { width, height, steps, tier });
}

/** Where the picture sits inside the expanded frame (the server's rule: centred sides round down). */
export function outpaintOffset(
  picture: PictureSize,
  frame: { width: number; height: number; anchor: OutpaintAnchor },
): { x: number; y: number } {
  const spareX = frame.width - picture.width;
  const spareY = frame.height - picture.height;
  const { anchor } = frame;
  const x = anchor.endsWith('left') ? 0 : anchor.endsWith('right') ? spareX : Math.floor(spareX / 2);
  const y = anchor.startsWith('top') ? 0 : anchor.startsWith('bottom') ? spareY : Math.floor(spareY / 2);
  return { x, y };
}

/** The expand sizes one side may take; a picture already over 2048 has none but its own. */
export function expandSizes(original: number): number[] {
  const sizes = outpaintSizes(original);
  return sizes.length ? sizes : [original];
}

/** Why Apply cannot run now, in the user's words; null when it can. */
export function blockedReason(
  tool: EditorAiTool,
  settings: AiSettings,
  picture: PictureSize,
  drawnAreas: number,
): string | null {
  switch (toolKind(tool)) {
    case 'context':
      if (!(contextToolsFor(picture.width, picture.height) as readonly string[]).includes(tool))
        return 'This model does not take pictures of this size. Crop or resize the picture, or choose another model.';
      return settings.prompt.trim() ? null : 'Describe the change you want.';
    case 'area':
      return drawnAreas > 0 ? null : 'Draw around the area to change on the picture.';
    case 'expand': {
      const { width, height } = settings.outpaint;
      if (
        picture.width > AI_TOOL_BOUNDS.outpaint.size.max ||
        picture.height > AI_TOOL_BOUNDS.outpaint.size.max
      )
        return 'Pictures over 2048 px a side cannot be expanded. Resize it first.';
      return width > picture.width || height > picture.height ? null : 'Choose a larger width or height.';
    }
    case 'upscale':
      return upscaleFits(picture, settings.factor)
        ? null
        : `The result would be over ${MAX_PICTURE_SIDE} px a side. Choose ×2 or a smaller picture.`;
    default:
      return null;
  }
}

/** `POST /images/user/{id}/edit` for the tools that are not an area edit or expand. */
export function editBody(tool: EditorAiTool, settings: AiSettings, imageUrl?: string): EditToolBody {
  const input = imageUrl ? { imageUrl } : {};
  const kind = toolKind(tool);
  if (kind === 'upscale') return { tool: 'upscale', factor: settings.factor, ...input };
  if (kind === 'rembg') return { tool: 'rembg', ...input };
  if (kind === 'variation')
    return {
      tool: 'fluxdevcanny',
      prompt: settings.prompt,
      imageWeight: settings.imageWeight,
      steps: settings.steps,
      ...input,
    };
  if (kind === 'context')
    return {
      tool: tool as EditToolBody['tool'],
      prompt: settings.prompt.trim(),
      imageWeight: settings.imageWeight,
      promptWeight: settings.promptWeight,
      steps: settings.steps,
      ...input,
    };
  throw new TypeError(`${tool} runs through the inpaint call`);
}

/** `POST /images/user/{id}/inpaint`: an area edit with its mask, or an expand. */
export function inpaintBody(
  tool: EditorAiTool,
  settings: AiSettings,
  files: { maskUrl?: string; imageUrl?: string },
): InpaintBody {
  const input = files.imageUrl ? { imageUrl: files.imageUrl } : {};
  if (tool === 'outpaint-model2') {
    const { width, height, anchor, padding, steps } = settings.outpaint;
    return { model: tool, maskPrompt: settings.prompt, width, height, anchor, padding, steps, ...input };
  }
  if (tool !== 'inpaint2' && tool !== 'inpaint5') throw new TypeError(`${tool} is not an area tool`);
  return {
    model: tool,
    ...(files.maskUrl ? { maskUrl: files.maskUrl } : {}),
    maskPrompt: settings.prompt,
    promptWeight: settings.promptWeight,
    imageWeight: settings.imageWeight,
    steps: settings.steps,
    ...input,
  };
}
