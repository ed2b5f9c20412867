/** Crop and resize (spec §4 Editor, §5, §9 Editor): the rectangle rules and the size inputs. */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const CROP_HANDLE_RADIUS = 12;
export const CROP_MIN_SIZE = 10;
/** Crop size inputs run from 0 to the image size; 4096 when the size is not known yet. */
export const CROP_INPUT_DEFAULT_MAX = 4096;
export const RESIZE_MIN = 100;
export const RESIZE_MAX = 4096;

/** Crop starts with a centred area of half the canvas size. */
export function initialCrop(canvasWidth: number, canvasHeight: number): Rect {
  const width = Math.round(canvasWidth / 2);
  const height = Math.round(canvasHeight / 2);
  return {
    x: Math.round((canvasWidth - width) / 2),
    y: Math.round((canvasHeight - height) / 2),
    width,
    height,
  };
}

/** A crop rectangle being resized: at least 10 px each way and inside the canvas. */
export function clampCrop(rect: Rect, canvasWidth: number, canvasHeight: number): Rect {
  const width = Math.min(canvasWidth, Math.max(CROP_MIN_SIZE, Math.round(rect.width)));
  const height = Math.min(canvasHeight, Math.max(CROP_MIN_SIZE, Math.round(rect.height)));
  const x = Math.min(canvasWidth - width, Math.max(0, Math.round(rect.x)));
  const y = Math.min(canvasHeight - height, Math.max(0, Math.round(rect.y)));
  return { x, y, width, height };
}

/** A typed crop size: 0 to the image size (a non-number is 0). */
export function clampCropInput(value: number, imageSize: number = CROP_INPUT_DEFAULT_MAX): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(imageSize, Math.max(0, Math.round(value)));
}

/** Apply crop is disabled when the width is 0. */
export function canApplyCrop(rect: Rect | null): boolean {
  return !!rect && rect.width > 0 && rect.height > 0;
}

/** Which corner handle (if any) a pointer at (px, py) grabs: within 12 px of a corner. */
export function cropHandleAt(
  rect: Rect,
  px: number,
  py: number,
): 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | null {
  const corners = [
    ['top-left', rect.x, rect.y],
    ['top-right', rect.x + rect.width, rect.y],
    ['bottom-left', rect.x, rect.y + rect.height],
    ['bottom-right', rect.x + rect.width, rect.y + rect.height],
  ] as const;
  for (const [name, cx, cy] of corners) {
    if (Math.hypot(px - cx, py - cy) <= CROP_HANDLE_RADIUS) return name;
  }
  return null;
}

/** A typed resize size: 100 to 4096; empty or invalid falls back to 100. */
export function parseResizeInput(value: string | number): number {
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(n)) return RESIZE_MIN;
  return Math.min(RESIZE_MAX, Math.max(RESIZE_MIN, Math.round(n)));
}

/** With the aspect lock on, changing one side sets the other to keep the original ratio (within bounds). */
export function resizeKeepingAspect(
  original: { width: number; height: number },
  changed: 'width' | 'height',
  value: string | number,
): { width: number; height: number } {
  const side = parseResizeInput(value);
  if (changed === 'width') {
    return { width: side, height: parseResizeInput((side * original.height) / original.width) };
  }
  return { width: parseResizeInput((side * original.width) / original.height), height: side };
}

/** Resize reset is disabled when the size equals the original. */
export function canResetResize(
  current: { width: number; height: number },
  original: { width: number; height: number },
): boolean {
  return current.width !== original.width || current.height !== original.height;
}

/** Canvas fit: the viewport minus 100 px of width and 300 px of height, never enlarging the image. */
export function fitCanvas(
  image: { width: number; height: number },
  viewport: { width: number; height: number },
): { width: number; height: number; scale: number } {
  const maxW = Math.max(1, viewport.width - 100);
  const maxH = Math.max(1, viewport.height - 300);
  const scale = Math.min(1, maxW / image.width, maxH / image.height);
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale), scale };
}
