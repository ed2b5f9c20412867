/** The editor's basic adjustments (spec §3 Adjustments, §5): bounds, defaults and when reset is possible. */
import type { SliderBounds } from '../images/sizes';

export interface Adjustments {
  brightness: number;
  contrast: number;
  saturation: number;
  hue: number;
  blur: number;
  grayscale: number;
  sepia: number;
  invert: number;
  opacity: number;
  flipHorizontal: boolean;
  flipVertical: boolean;
  rotation: number;
}

export type NumericAdjustment = Exclude<keyof Adjustments, 'flipHorizontal' | 'flipVertical'>;

/** Brightness and contrast are not bounded by the spec; they share saturation's 0–200 % scale. */
export const ADJUSTMENT_BOUNDS: Readonly<Record<NumericAdjustment, SliderBounds>> = {
  brightness: { min: 0, max: 200, step: 1 },
  contrast: { min: 0, max: 200, step: 1 },
  saturation: { min: 0, max: 200, step: 1 },
  hue: { min: -180, max: 180, step: 1 },
  blur: { min: 0, max: 10, step: 0.1 },
  grayscale: { min: 0, max: 100, step: 1 },
  sepia: { min: 0, max: 100, step: 1 },
  invert: { min: 0, max: 100, step: 1 },
  opacity: { min: 0, max: 100, step: 1 },
  rotation: { min: -180, max: 180, step: 1 },
};

export const DEFAULT_ADJUSTMENTS: Readonly<Adjustments> = {
  brightness: 100,
  contrast: 100,
  saturation: 100,
  hue: 0,
  blur: 0,
  grayscale: 0,
  sepia: 0,
  invert: 0,
  opacity: 100,
  flipHorizontal: false,
  flipVertical: false,
  rotation: 0,
};

/** A slider's value kept inside its bounds and on its step (a non-number becomes the default). */
export function clampAdjustment(name: NumericAdjustment, value: number): number {
  const { min, max, step } = ADJUSTMENT_BOUNDS[name];
  if (!Number.isFinite(value)) return DEFAULT_ADJUSTMENTS[name];
  const stepped = Math.round((value - min) / step) * step + min;
  return Math.min(max, Math.max(min, Number(stepped.toFixed(4))));
}

/** "Adjustments reset disabled when main values are default": every value, flips included. */
export function adjustmentsAreDefault(a: Adjustments): boolean {
  return (Object.keys(DEFAULT_ADJUSTMENTS) as (keyof Adjustments)[]).every(
    (k) => a[k] === DEFAULT_ADJUSTMENTS[k],
  );
}

/**
 * The CSS/canvas filter string the preview applies (Konva and the 2D canvas both take it), in the order a
 * photo editor applies them. Flips and rotation are transforms, not filters.
 */
export function adjustmentFilter(a: Adjustments): string {
  return [
    `brightness(${a.brightness}%)`,
    `contrast(${a.contrast}%)`,
    `saturate(${a.saturation}%)`,
    `hue-rotate(${a.hue}deg)`,
    `blur(${a.blur}px)`,
    `grayscale(${a.grayscale}%)`,
    `sepia(${a.sepia}%)`,
    `invert(${a.invert}%)`,
    `opacity(${a.opacity}%)`,
  ].join(' ');
}
