import { PRESET_PROMPTS, type PresetPrompt } from '@muse/domain';

/** The edit tool name of a wizard run in `image_edits` (its params say which operation). */
export const WIZARD_TOOL = 'wizard';

/** What the wizard does offline with a preset: a step of the photo restoration, an upscale or an art style. */
export type WizardOperation =
  | { op: 'restore'; step?: 'scratches' | 'colourise' }
  | { op: 'upscale'; factor: 2 }
  | { op: 'stylise'; style: 'pencil' | 'oil' | 'watercolour' | 'pop-art' | 'impressionist' | 'anime' };

/** The restoration and art presets, by id, as local operations; fun and edits presets need a model. */
const LOCAL_OPERATIONS: Partial<Record<string, WizardOperation>> = {
  restore: { op: 'restore' },
  'remove-spots': { op: 'restore', step: 'scratches' },
  enhance: { op: 'upscale', factor: 2 },
  colorize: { op: 'restore', step: 'colourise' },
  ghibli: { op: 'stylise', style: 'anime' },
  pencil: { op: 'stylise', style: 'pencil' },
  'oil-painting': { op: 'stylise', style: 'oil' },
  watercolor: { op: 'stylise', style: 'watercolour' },
  'pop-art': { op: 'stylise', style: 'pop-art' },
  impressionist: { op: 'stylise', style: 'impressionist' },
};

/** The preset whose text is exactly `prompt` (spaces around it aside), if any. */
export function presetFor(prompt: string): PresetPrompt | undefined {
  const text = prompt.trim();
  return PRESET_PROMPTS.find((p) => p.prompt === text);
}

/** The offline operation for a prompt: only a restoration or art preset has one. */
export function wizardOperation(prompt: string): WizardOperation | undefined {
  const preset = presetFor(prompt);
  return preset ? LOCAL_OPERATIONS[preset.id] : undefined;
}

/** The largest side a wizard run works on: phone photos are brought down first; Enhance doubles its input. */
export function wizardMaxSide(operation: WizardOperation | undefined): number {
  return operation?.op === 'upscale' ? 1024 : 2048;
}
