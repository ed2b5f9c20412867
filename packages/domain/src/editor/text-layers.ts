/** Text layers (spec §3 Text layer, §4 Editor, §5, §9 Editor): defaults, bounds, auto-fit and duplication. */

export type TextAlign = 'left' | 'center' | 'right' | 'justify';

export interface TextShadow {
  offsetX: number;
  offsetY: number;
  blur: number;
  color: string;
}

export interface TextLayer {
  /** a timestamp string */
  id: string;
  content: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  padding: number;
  fontFamily: string;
  fontSize: number;
  fontWeight: number | 'normal';
  fontStyle: 'normal' | 'italic';
  color: string;
  colorAlpha: number;
  backgroundColor: string;
  backgroundAlpha: number;
  opacity: number;
  borderRadius: number;
  strokeColor: string;
  strokeWidth: number;
  strokeAlpha: number;
  textShadow: TextShadow;
  textDecoration: 'none' | 'underline' | 'line-through';
  textAlign: TextAlign;
  letterSpacing: number;
  wordSpacing: number;
  lineHeight: number;
  textTransform: 'none' | 'uppercase' | 'lowercase' | 'capitalize';
}

export const TEXT_DEFAULTS = {
  content: 'Your Text',
  width: 300,
  height: 80,
  fontFamily: 'Montserrat',
  fontSize: 48,
  fontWeight: 700,
  padding: 2,
  lineHeight: 1.2,
} as const;

/** The font size field takes 6–500; the stepper and auto-fit stay within 8–200 in steps of 0.1. */
export const FONT_SIZE_INPUT = { min: 6, max: 500 } as const;
export const FONT_SIZE_STEPPER = { min: 8, max: 200, step: 0.1 } as const;
export const FONT_SIZE_PRESETS = [8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 36, 48, 60, 72, 96, 120, 144, 200];
export const FONT_WEIGHTS = ['normal', 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export const TEXT_SLIDERS = {
  borderRadius: { min: 0, max: 50, step: 1 },
  strokeWidth: { min: 0, max: 10, step: 1 },
  letterSpacing: { min: -5, max: 20, step: 0.5 },
  lineHeight: { min: 0.5, max: 3, step: 0.1 },
  rotation: { min: -180, max: 180, step: 1 },
  wordSpacing: { min: -10, max: 50, step: 1 },
  padding: { min: 0, max: 50, step: 1 },
} as const;

export const TEXT_BOX_MIN = { width: 50, height: 20 } as const;
export const DUPLICATE_OFFSET = 20;

/**
 * A typed font size: kept when inside 6–500, else ignored (the previous size stays), as the spec says of
 * manual entries outside the bounds.
 */
export function acceptFontSizeInput(previous: number, typed: number): number {
  return Number.isFinite(typed) && typed >= FONT_SIZE_INPUT.min && typed <= FONT_SIZE_INPUT.max
    ? typed
    : previous;
}

/** The stepper's next value: ±0.1 within 8–200. */
export function stepFontSize(current: number, direction: 1 | -1): number {
  const next = Math.round((current + direction * FONT_SIZE_STEPPER.step) * 10) / 10;
  return Math.min(FONT_SIZE_STEPPER.max, Math.max(FONT_SIZE_STEPPER.min, next));
}

/** White text on a dark background, black on a light one (relative luminance, WCAG). */
export function textColourFor(background: { r: number; g: number; b: number }): '#FFFFFF' | '#000000' {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(background.r) + 0.7152 * lin(background.g) + 0.0722 * lin(background.b);
  // The luminance where black and white have equal contrast.
  return l > 0.179 ? '#000000' : '#FFFFFF';
}

/** A new layer centred on the canvas, its colour chosen against the background under it. */
export function newTextLayer(
  now: number,
  canvas: { width: number; height: number },
  backgroundUnderCentre: { r: number; g: number; b: number },
): TextLayer {
  const width = Math.min(TEXT_DEFAULTS.width, canvas.width);
  const height = Math.min(TEXT_DEFAULTS.height, canvas.height);
  return {
    id: String(now),
    content: TEXT_DEFAULTS.content,
    x: Math.round((canvas.width - width) / 2),
    y: Math.round((canvas.height - height) / 2),
    width,
    height,
    rotation: 0,
    padding: TEXT_DEFAULTS.padding,
    fontFamily: TEXT_DEFAULTS.fontFamily,
    fontSize: TEXT_DEFAULTS.fontSize,
    fontWeight: TEXT_DEFAULTS.fontWeight,
    fontStyle: 'normal',
    color: textColourFor(backgroundUnderCentre),
    colorAlpha: 1,
    backgroundColor: 'transparent',
    backgroundAlpha: 0,
    opacity: 1,
    borderRadius: 0,
    strokeColor: '#000000',
    strokeWidth: 0,
    strokeAlpha: 1,
    textShadow: { offsetX: 0, offsetY: 0, blur: 0, color: 'rgba(0,0,0,0.5)' },
    textDecoration: 'none',
    textAlign: 'center',
    letterSpacing: 0,
    wordSpacing: 0,
    lineHeight: TEXT_DEFAULTS.lineHeight,
    textTransform: 'none',
  };
}

/** Ctrl+D: a copy 20 px right and down, with a new id. */
export function duplicateTextLayer(layer: TextLayer, now: number): TextLayer {
  return {
    ...layer,
    textShadow: { ...layer.textShadow },
    id: String(now),
    x: layer.x + DUPLICATE_OFFSET,
    y: layer.y + DUPLICATE_OFFSET,
  };
}

/** A resized text box: at least 50 wide and 20 high. */
export function clampTextBox(size: { width: number; height: number }): { width: number; height: number } {
  return {
    width: Math.max(TEXT_BOX_MIN.width, Math.round(size.width)),
    height: Math.max(TEXT_BOX_MIN.height, Math.round(size.height)),
  };
}

/**
 * The largest font size (8–200, to 0.1) at which the text fits its box. `measure` lays the text out at a
 * size within the box's inner width and returns the height it takes (the web measures with the real font).
 */
export function autoFitFontSize(
  box: { width: number; height: number; padding: number },
  measure: (fontSize: number, innerWidth: number) => { width: number; height: number },
): number {
  const innerW = Math.max(1, box.width - 2 * box.padding);
  const innerH = Math.max(1, box.height - 2 * box.padding);
  const fits = (size: number) => {
    const m = measure(size, innerW);
    return m.width <= innerW && m.height <= innerH;
  };
  const { min, max } = FONT_SIZE_STEPPER;
  if (fits(max)) return max;
  if (!fits(min)) return min;
  // Binary search on tenths of a pixel: a fits, b does not.
  let a = min * 10;
  let b = max * 10;
  while (b - a > 1) {
    const mid = Math.floor((a + b) / 2);
    if (fits(mid / 10)) a = mid;
    else b = mid;
  }
  return a / 10;
}
