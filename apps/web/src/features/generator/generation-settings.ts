import type { ImageModelSettings, ModelEntry } from '@muse/contracts';
import {
  DEFAULT_IMAGE_STEPS,
  MAX_IMAGES_PER_RUN,
  SEED_MAX,
  STEPS_BOUNDS,
  clampToBounds,
  imageRunCost,
} from '@muse/domain';

/** Style tags offered as chips under the prompt. */
export const STYLE_TAGS = ['watercolor', 'oil painting', 'pencil', 'pixel art', 'neon', 'photo'] as const;

export { STEPS_BOUNDS };

/** What the settings panel edits. `seed` null means a random seed chosen by the server. */
export interface GenerationSettings {
  model: string;
  width: number;
  height: number;
  steps: number;
  number: number;
  seed: number | null;
  /** Ultimate: the character drawn in every picture of the run */
  characterId?: string | null;
  /** Ultimate: the picture the run starts from (its filename, and a link to show it) */
  inputImage?: { filename: string; url: string } | null;
}

export function parseSize(size: string): { width: number; height: number } {
  const [w, h] = size.split('x').map(Number);
  return { width: w ?? 1024, height: h ?? 1024 };
}

/** The settings a model starts with: its first preset size and the default steps. */
export function defaultSettings(
  model: ModelEntry | undefined,
  previous?: GenerationSettings,
): GenerationSettings {
  const first = model?.image?.sizes[0] ?? '1024x1024';
  return {
    model: model?.key ?? previous?.model ?? '',
    ...parseSize(first),
    steps: previous?.steps ?? DEFAULT_IMAGE_STEPS,
    number: previous?.number ?? 1,
    seed: previous?.seed ?? null,
    characterId: previous?.characterId ?? null,
    // A model that cannot start from a picture drops it (the settings say why).
    inputImage: (model?.image?.supportsImages ?? 0) > 0 ? (previous?.inputImage ?? null) : null,
  };
}

/** Keeps a custom side within the model's slider bounds. */
export function clampSide(value: number, image: ImageModelSettings | undefined): number {
  return image ? clampToBounds(value, image.sizeBounds) : value;
}

export function randomSeed(random: () => number = Math.random): number {
  return Math.floor(random() * (SEED_MAX + 1));
}

/**
 * The seed switch (spec: off sets 0, on a random 32-bit seed): off is "no seed", which the server reads as a
 * new random seed per image, so the request carries none.
 */
export function switchSeed(on: boolean, random: () => number = Math.random): number | null {
  return on ? randomSeed(random) : null;
}

/**
 * The choices of "Number of images": every count up to the maximum, those the tier does not include marked
 * locked (choosing one opens the Premium warning instead). Premium and Ultimate see none locked.
 */
export function imageCountChoices(allowed: readonly number[]): { count: number; locked: boolean }[] {
  return Array.from({ length: MAX_IMAGES_PER_RUN }, (_, i) => i + 1).map((count) => ({
    count,
    locked: !allowed.includes(count),
  }));
}

/** Ideas found for the last search no longer match once the model or the size changes (spec: results reset). */
export function ideasStale(before: GenerationSettings, after: GenerationSettings): boolean {
  return before.model !== after.model || before.width !== after.width || before.height !== after.height;
}

/** Generate is disabled when there is no keyword and no prompt, while busy, or on error. */
export function canGenerate(input: { text: string; busy: boolean; error: boolean }): boolean {
  return input.text.trim() !== '' && !input.busy && !input.error;
}

/** The body of POST /images/ for one prompt with the chosen settings and style tags. */
export function createBody(
  settings: GenerationSettings,
  prompt: { description: string; name?: string; tags: readonly string[] },
) {
  return {
    description: prompt.description.trim(),
    ...(prompt.name ? { name: prompt.name } : {}),
    tags: [...prompt.tags],
    model: settings.model,
    width: settings.width,
    height: settings.height,
    steps: clampToBounds(settings.steps, STEPS_BOUNDS),
    number: settings.number,
    ...(settings.seed === null ? {} : { seed: settings.seed }),
    ...(settings.characterId ? { characterId: settings.characterId } : {}),
    ...(settings.inputImage ? { inputImage: settings.inputImage.filename } : {}),
  };
}

/** What Create charges for these settings on this model, all images of the run together. */
export function runCost(settings: GenerationSettings, model: ModelEntry | undefined): number | null {
  if (!model?.image) return null;
  return imageRunCost({
    modelCredits: model.image.credits,
    maxCredits: model.image.maxCredits,
    width: settings.width,
    height: settings.height,
    steps: clampToBounds(settings.steps, STEPS_BOUNDS),
    number: settings.number,
  });
}

/** Image models for the picker: featured ones first, then by group and name. */
export function sortImageModels(models: readonly ModelEntry[]): ModelEntry[] {
  return models
    .filter((m) => m.capability === 'image' && m.image)
    .sort(
      (a, b) =>
        Number(b.image?.featured) - Number(a.image?.featured) ||
        (a.image?.group ?? '').localeCompare(b.image?.group ?? '') ||
        a.name.localeCompare(b.name),
    );
}

/** The model to start with: the first available featured model, else the first available one. */
export function initialModel(models: readonly ModelEntry[]): ModelEntry | undefined {
  const sorted = sortImageModels(models);
  return sorted.find((m) => m.available) ?? sorted[0];
}
