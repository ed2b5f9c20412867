import { generationCost } from './costs';

/**
 * Rules of video generation (media-generation.md §5, §9): a length within the model's bounds on its step,
 * pictures for models that require them, the size change that lifts one model's maximum to 20 s, pictures
 * whose shape does not match the chosen size flagged, and the price.
 */

/** What these rules read of a video model's settings (the catalogue's `video`). */
export interface VideoRules {
  credits: number;
  maxCredits?: number;
  requiresImages: boolean;
  supportsImages: number;
  minLength: number;
  maxLength: number;
  lengthStep: number;
  /** The longest clip at a size other than the default one. */
  otherSizeMaxLength?: number;
  defaultSize: string;
  sizes: readonly string[];
}

export interface LengthBounds {
  min: number;
  max: number;
  step: number;
}

/** "A video size change for one model sets the length maximum to 20": the bounds at `size`. */
export function videoLengthBounds(model: VideoRules, size: string): LengthBounds {
  const max =
    size !== model.defaultSize && model.otherSizeMaxLength ? model.otherSizeMaxLength : model.maxLength;
  return { min: model.minLength, max, step: model.lengthStep };
}

/** The lengths the picker offers: from the minimum to the maximum on the step. */
export function videoLengths(bounds: LengthBounds): number[] {
  const out: number[] = [];
  for (let i = 0; ; i++) {
    const length = round(bounds.min + i * bounds.step);
    if (length > bounds.max + 1e-9) return out;
    out.push(length);
  }
}

/** The length a new request starts with: 5 s where the model allows it, else the nearest it does. */
export function defaultVideoLength(bounds: LengthBounds): number {
  const lengths = videoLengths(bounds);
  return lengths.reduce((best, l) => (Math.abs(l - 5) < Math.abs(best - 5) ? l : best), lengths[0]!);
}

/** Why `length` cannot be asked for (a sentence naming the bounds), or null when it can. */
export function videoLengthProblem(bounds: LengthBounds, length: number | undefined): string | null {
  const range = `from ${bounds.min} to ${bounds.max} seconds in steps of ${bounds.step}`;
  if (length === undefined) return `A video needs a length: choose one ${range}.`;
  const onStep = Math.abs(
    (length - bounds.min) / bounds.step - Math.round((length - bounds.min) / bounds.step),
  );
  if (length < bounds.min || length > bounds.max || onStep > 1e-6) return `The length must be ${range}.`;
  return null;
}

/** Why these pictures cannot be used (none for a model that needs them, or too many), or null. */
export function videoImagesProblem(model: VideoRules, count: number, modelName: string): string | null {
  if (model.requiresImages && count === 0) return `${modelName} animates pictures: add at least one.`;
  if (count > model.supportsImages) {
    return model.supportsImages === 0
      ? `${modelName} makes videos from words only: remove the pictures.`
      : `${modelName} takes at most ${model.supportsImages} pictures.`;
  }
  return null;
}

/** Shapes differing by more than this share are flagged: the picture will be cropped to fit. */
const SHAPE_TOLERANCE = 0.02;

/** Whether a picture of `width`×`height` has the shape of `size` ("WIDTHxHEIGHT"); others are flagged. */
export function matchesVideoSize(size: string, width: number, height: number): boolean {
  const [w, h] = size.split('x').map(Number);
  if (!w || !h || !width || !height) return false;
  return Math.abs(width / height / (w / h) - 1) <= SHAPE_TOLERANCE;
}

/** Of the model's sizes, the one whose shape is closest to a picture's (what "Animate" makes). */
export function closestVideoSize(
  model: Pick<VideoRules, 'sizes' | 'defaultSize'>,
  width: number,
  height: number,
) {
  const shape = (s: string) => {
    const [w, h] = s.split('x').map(Number);
    return Math.abs(Math.log(w! / h! / (width / height)));
  };
  // The default size wins a tie: it is the one the model is made for.
  return [model.defaultSize, ...model.sizes].reduce((best, s) => (shape(s) < shape(best) - 1e-9 ? s : best));
}

/** What one clip costs: the model's price scaled by area, length and audio (generationCost), at least 1. */
export function videoCost(
  model: Pick<VideoRules, 'credits' | 'maxCredits'>,
  input: { width: number; height: number; lengthSeconds: number; audio: boolean },
): number {
  return generationCost({
    modelCredits: model.credits,
    ...(model.maxCredits !== undefined ? { maxCredits: model.maxCredits } : {}),
    width: input.width,
    height: input.height,
    number: 1,
    lengthSeconds: input.lengthSeconds,
    audio: input.audio,
  });
}

const round = (n: number) => Math.round(n * 1000) / 1000;
