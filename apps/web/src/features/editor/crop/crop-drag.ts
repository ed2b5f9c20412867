import { CROP_MIN_SIZE, clampCrop, cropHandleAt, type Rect } from '@muse/domain';

export type Corner = NonNullable<ReturnType<typeof cropHandleAt>>;
/** What a press on the picture does with the crop area: resize from a corner, move it, or draw a new one. */
export type CropGesture = Corner | 'move' | 'new';
interface Point {
  x: number;
  y: number;
}
interface Size {
  width: number;
  height: number;
}

/**
 * The gesture a press at `point` (picture pixels) starts. Corner handles are hit within 12 screen pixels,
 * so the radius is measured after scaling to the screen (`scale` = screen pixels per picture pixel).
 */
export function cropGestureAt(rect: Rect | null, point: Point, scale: number): CropGesture {
  if (!rect) return 'new';
  const onScreen = {
    x: rect.x * scale,
    y: rect.y * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
  const corner = cropHandleAt(onScreen, point.x * scale, point.y * scale);
  if (corner) return corner;
  const inside =
    point.x >= rect.x &&
    point.x <= rect.x + rect.width &&
    point.y >= rect.y &&
    point.y <= rect.y + rect.height;
  return inside ? 'move' : 'new';
}

const clampPoint = (p: Point, size: Size): Point => ({
  x: Math.min(size.width, Math.max(0, p.x)),
  y: Math.min(size.height, Math.max(0, p.y)),
});

/** The rectangle spanned by a fixed corner and a moving one: at least 10 px each way, inside the picture. */
function span(fixed: Point, moving: Point, size: Size): Rect {
  const width = Math.max(CROP_MIN_SIZE, Math.abs(moving.x - fixed.x));
  const height = Math.max(CROP_MIN_SIZE, Math.abs(moving.y - fixed.y));
  const x = moving.x < fixed.x ? fixed.x - width : fixed.x;
  const y = moving.y < fixed.y ? fixed.y - height : fixed.y;
  return clampCrop({ x, y, width, height }, size.width, size.height);
}

/** The crop area while a gesture that started at `from` (on area `start`) is at `to`; picture pixels. */
export function dragCrop(gesture: CropGesture, start: Rect | null, from: Point, to: Point, size: Size): Rect {
  const at = clampPoint(to, size);
  if (gesture === 'new' || !start) return span(clampPoint(from, size), at, size);
  if (gesture === 'move') {
    return clampCrop(
      { ...start, x: start.x + (to.x - from.x), y: start.y + (to.y - from.y) },
      size.width,
      size.height,
    );
  }
  const right = start.x + start.width;
  const bottom = start.y + start.height;
  const fixed: Record<Corner, Point> = {
    'top-left': { x: right, y: bottom },
    'top-right': { x: start.x, y: bottom },
    'bottom-left': { x: right, y: start.y },
    'bottom-right': { x: start.x, y: start.y },
  };
  return span(fixed[gesture], at, size);
}
