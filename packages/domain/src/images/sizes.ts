/**
 * Image sizes and slider bounds.
 * The spec lists preset sizes but not slider bounds; the bounds here are the product's choice for the
 * width/height/steps/seed controls of the size and settings panel.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export const SIZE_NAMES = ['square', 'landscape', 'portrait', 'custom'] as const;
export type SizeName = (typeof SIZE_NAMES)[number];

const size = (width: number, height: number): ImageSize => ({ width, height });

/** The general preset sizes. */
export const PRESET_SIZES: readonly ImageSize[] = [
  size(1024, 1024),
  size(1024, 768),
  size(768, 1024),
  size(512, 512),
  size(768, 768),
  size(576, 1024),
  size(1024, 576),
];
/** Art and DALL-E models use 1024x1792 and 1792x1024, plus the square. */
export const ART_DALLE_SIZES: readonly ImageSize[] = [size(1024, 1024), size(1792, 1024), size(1024, 1792)];
/** GPT Image models use 1536x1024, 1024x1536 or the square. */
export const GPT_IMAGE_SIZES: readonly ImageSize[] = [size(1024, 1024), size(1536, 1024), size(1024, 1536)];
/** Janus makes 384x384 only. */
export const JANUS_SIZES: readonly ImageSize[] = [size(384, 384)];

/** The preset sizes offered for a model key (families recognised by key prefix). */
export function presetSizes(model: string): readonly ImageSize[] {
  if (model.startsWith('gptimage')) return GPT_IMAGE_SIZES;
  if (model.startsWith('art') || model.startsWith('dalle')) return ART_DALLE_SIZES;
  if (model.startsWith('janus')) return JANUS_SIZES;
  return PRESET_SIZES;
}

const ALL_PRESETS = [...PRESET_SIZES, ...ART_DALLE_SIZES, ...GPT_IMAGE_SIZES, ...JANUS_SIZES];

const sameSize = (a: ImageSize, w: number, h: number) => a.width === w && a.height === h;

/**
 * The size name stored with an item: a known preset is named by its shape (square, landscape, portrait);
 * any other width/height is 'custom'.
 */
export function sizeName(width: number, height: number): SizeName {
  if (!ALL_PRESETS.some((s) => sameSize(s, width, height))) return 'custom';
  if (width === height) return 'square';
  return width > height ? 'landscape' : 'portrait';
}

/** The GPT Image edit option is offered only for 1536x1024, 1024x1536 or square images. */
export function isGptImageSize(width: number, height: number): boolean {
  return (
    width === height || sameSize(size(1536, 1024), width, height) || sameSize(size(1024, 1536), width, height)
  );
}

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** Width/height sliders of standard models: 256–1920 in steps of 8 (diffusion latents need multiples of 8). */
export const STANDARD_SIZE_BOUNDS: SliderBounds = { min: 256, max: 1920, step: 8 };
/** Amazon Nova Canvas accepts 320–2048 in multiples of 16. */
export const NOVA_CANVAS_SIZE_BOUNDS: SliderBounds = { min: 320, max: 2048, step: 16 };
export const STEPS_BOUNDS: SliderBounds = { min: 5, max: 60, step: 1 };
/**
 * The steps a generation runs when the request names none, and the steps a model's listed price is for
 * (the spec gives no default): the settings panel starts here, so the price on the model card is the price
 * of the first Create.
 */
export const DEFAULT_IMAGE_STEPS = 20;
/** A seed is a 32-bit unsigned integer. */
export const SEED_BOUNDS: SliderBounds = { min: 0, max: 2 ** 32 - 1, step: 1 };
export const SEED_MAX = SEED_BOUNDS.max;

/** The width/height bounds of a model's sliders. */
export function sizeBounds(model: string): SliderBounds {
  return model === 'nova-canvas' ? NOVA_CANVAS_SIZE_BOUNDS : STANDARD_SIZE_BOUNDS;
}

/** A slider value: snapped to the nearest step from min, then kept inside the bounds; non-finite → min. */
export function clampToBounds(value: number, bounds: SliderBounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  const snapped = bounds.min + Math.round((value - bounds.min) / bounds.step) * bounds.step;
  // The top step may overshoot max when (max - min) is not a multiple of step: step back inside.
  if (snapped > bounds.max) return bounds.max - ((bounds.max - bounds.min) % bounds.step);
  return Math.max(bounds.min, snapped);
}

export function isWithinBounds(value: number, bounds: SliderBounds): boolean {
  return (
    Number.isInteger(value) &&
    value >= bounds.min &&
    value <= bounds.max &&
    (value - bounds.min) % bounds.step === 0
  );
}

export function isValidSeed(seed: number): boolean {
  return isWithinBounds(seed, SEED_BOUNDS);
}

/** Model settings relevant to sizes. */
export interface ModelSizeSettings {
  /** Fixed sizes: when present and non-empty, only these are allowed. */
  sizes?: readonly ImageSize[];
  /** Free sizes: width and height each within these bounds (default: standard bounds). */
  bounds?: SliderBounds;
}

export function isAllowedSize(settings: ModelSizeSettings, width: number, height: number): boolean {
  if (settings.sizes && settings.sizes.length > 0)
    return settings.sizes.some((s) => sameSize(s, width, height));
  const bounds = settings.bounds ?? STANDARD_SIZE_BOUNDS;
  return isWithinBounds(width, bounds) && isWithinBounds(height, bounds);
}
