/**
 * Lasso paths for the area edit (spec §3 "Lasso paths: lists of points", §4 "Lasso drawing builds a mask"):
 * freehand points in picture pixels, closed on release, and the mask they make (white = the area to edit).
 */

export interface Point {
  x: number;
  y: number;
}
export type LassoPath = readonly Point[];

/** A new point is kept only this far (in screen pixels) from the last, so a slow drag stays light. */
export const MIN_POINT_GAP = 3;
/** A closed path needs this many points to enclose an area. */
export const MIN_PATH_POINTS = 3;

/** The point inside the picture (a drag may leave it). */
export function clampPoint(p: Point, size: { width: number; height: number }): Point {
  return {
    x: Math.min(size.width, Math.max(0, p.x)),
    y: Math.min(size.height, Math.max(0, p.y)),
  };
}

/** Adds a point to the path being drawn unless it is within `minGap` picture pixels of the last one. */
export function extendPath(path: LassoPath, p: Point, minGap: number): LassoPath {
  const last = path.at(-1);
  if (last && Math.hypot(p.x - last.x, p.y - last.y) < minGap) return path;
  return [...path, p];
}

/** A path encloses an area: at least 3 points, not all on one line. */
export function enclosesArea(path: LassoPath): boolean {
  if (path.length < MIN_PATH_POINTS) return false;
  const [a, b] = path as [Point, Point];
  // Twice the area of a triangle with the first two points: 1 px² or more means off the line.
  return path.some((p) => Math.abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) >= 1);
}

/** A rectangle typed instead of drawn (picture pixels): the keyboard's way to choose an area. */
export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A whole number within 0..max (anything that is not a number counts as 0). */
const within = (n: number, max: number) =>
  Number.isFinite(n) ? Math.min(max, Math.max(0, Math.round(n))) : 0;

/**
 * The typed rectangle kept inside the picture, in whole pixels: its corner moved in if it lies outside, its
 * size cut to what is left of the picture from there. Null when no area is left (a width or height of 0).
 */
export function clampRectangle(r: Rectangle, size: { width: number; height: number }): Rectangle | null {
  const x = within(r.x, size.width);
  const y = within(r.y, size.height);
  const width = within(r.width, size.width - x);
  const height = within(r.height, size.height - y);
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** The rectangle as a closed lasso path (its corners, clockwise), so it adds to the areas like a drawn one. */
export function rectanglePath(r: Rectangle): LassoPath {
  return [
    { x: r.x, y: r.y },
    { x: r.x + r.width, y: r.y },
    { x: r.x + r.width, y: r.y + r.height },
    { x: r.x, y: r.y + r.height },
  ];
}

/** A centred rectangle of half the picture each way: where a typed rectangle starts. */
export function startRectangle(size: { width: number; height: number }): Rectangle {
  const width = Math.max(1, Math.round(size.width / 2));
  const height = Math.max(1, Math.round(size.height / 2));
  return {
    x: Math.floor((size.width - width) / 2),
    y: Math.floor((size.height - height) / 2),
    width,
    height,
  };
}

/** The points as Konva's flat list [x0, y0, x1, y1, …]. */
export function flatPoints(path: LassoPath): number[] {
  return path.flatMap((p) => [p.x, p.y]);
}

/**
 * The mask of the closed paths at the picture's size: one byte a pixel, 255 inside any path (each path
 * filled on its own, so overlapping paths add up rather than cancel), 0 outside. A pixel is inside when its
 * centre is (scanline fill, even-odd within one path).
 */
export function rasteriseMask(paths: readonly LassoPath[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  const crossings: number[] = [];
  for (const path of paths) {
    if (!enclosesArea(path)) continue;
    for (let row = 0; row < height; row++) {
      const y = row + 0.5;
      crossings.length = 0;
      for (let i = 0; i < path.length; i++) {
        const a = path[i]!;
        const b = path[(i + 1) % path.length]!;
        // Half-open on y, so a vertex shared by two edges counts once.
        if (a.y <= y === b.y <= y) continue;
        crossings.push(a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x));
      }
      crossings.sort((p, q) => p - q);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        // Pixels whose centre x + 0.5 lies in [from, to).
        const from = Math.max(0, Math.ceil(crossings[k]! - 0.5));
        const to = Math.min(width, Math.ceil(crossings[k + 1]! - 0.5));
        mask.fill(255, row * width + from, row * width + Math.max(from, to));
      }
    }
  }
  return mask;
}
