/**
 * Camera moves as rectangles of a shot's raster: where the view starts and ends (from the storyboard's plan
 * and the room the raster leaves around the output's frame), where it is at any moment, and, per output row,
 * which source row and columns it samples. Depth is read from the row (a vertical gradient): the sky and the
 * distance at the top travel less than the camera, and rows lower in the frame zoom more than the middle when
 * the camera pushes in or pulls out, which gives a still picture some parallax. The gradient is kept gentle
 * and away from the middle of the frame, where subjects stand: a tall one spans many rows, and a strong
 * gradient would make it lean.
 */
import type { CameraPlan } from './shot-camera';

/** A view of the raster in its pixels (x, y the top-left corner; w/h always the output's aspect). */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Move {
  from: Rect;
  to: Rect;
}

/** How much less than the camera the top of the frame travels (the sky and the far hills). */
export const SHIFT_PARALLAX = 0.15;
/** How much more (in the exponent of the zoom) the bottom of the frame zooms than the middle, and the top less. */
export const ZOOM_PARALLAX = 0.2;

/** The largest rectangle of the output's aspect inside the raster, centred: the widest view there is. */
export function fullView(raster: Size, out: Size): Rect {
  const aspect = out.width / out.height;
  const w = Math.min(raster.width, raster.height * aspect);
  const h = w / aspect;
  return { x: (raster.width - w) / 2, y: (raster.height - h) / 2, w, h };
}

/**
 * The closest view allowed, as a fraction of the widest: about the output's own size (no visible
 * upscaling; a tenth is not seen while the picture moves), between 0.5 and 0.92 so every move has room.
 */
export function minScale(raster: Size, out: Size): number {
  const full = fullView(raster, out);
  return Math.min(0.92, Math.max(0.5, (0.9 * out.width) / full.w));
}

/** The rectangles a planned move goes between, inside the raster with room left for the parallax. */
export function planMove(plan: CameraPlan, raster: Size, out: Size): Move {
  const full = fullView(raster, out);
  const sMin = minScale(raster, out);
  const scaleAt = (tight: number) => 1 - tight * (1 - sMin);
  const reach = plan.amount;
  const at = (scale: number, fx: number, fy: number) => placed(raster, full, scale, fx, fy);
  const { x: fx, y: fy } = plan.focus;
  switch (plan.kind) {
    case 'push-in':
    case 'pull-out': {
      const wide0 = scaleAt(plan.tight * 0.5);
      const [wide, close] = withZoomRoom(wide0, wide0 - reach * (wide0 - sMin));
      const outer = at(wide, 0.5 + (fx - 0.5) * 0.4, 0.5 + (fy - 0.5) * 0.4);
      const inner = at(close, fx, fy);
      return plan.kind === 'push-in' ? { from: outer, to: inner } : { from: inner, to: outer };
    }
    case 'pan-left':
    case 'pan-right':
    case 'tilt-up':
    case 'tilt-down': {
      // A pan needs room to travel: frame at least halfway in.
      const scale = scaleAt(0.5 + 0.5 * plan.tight);
      const horizontal = plan.kind === 'pan-left' || plan.kind === 'pan-right';
      const size = horizontal ? full.w * scale : full.h * scale;
      const extent = horizontal ? raster.width : raster.height;
      const travel = reach * (horizontal ? full.w : full.h) * (1 - scale);
      // Centred on the focus, as near as the travel allows (rows travel no further than the camera).
      const margin = size / 2 + travel / 2;
      const wanted = (horizontal ? fx : fy) * extent;
      const centre = margin <= extent - margin ? clamp(wanted, margin, extent - margin) : extent / 2;
      const view = at(scale, fx, fy);
      const along = (c: number): Rect =>
        horizontal ? { ...view, x: c - view.w / 2 } : { ...view, y: c - view.h / 2 };
      const [high, low] = [along(centre + travel / 2), along(centre - travel / 2)];
      // Panning left turns the camera left: the view's x goes down. Tilting up: its y goes down.
      const down = plan.kind === 'pan-left' || plan.kind === 'tilt-up';
      return down ? { from: high, to: low } : { from: low, to: high };
    }
    case 'ken-burns': {
      const end = plan.end ?? { x: 1 - fx, y: fy, tight: 1 - plan.tight };
      const [a, b] = withZoomRoom(scaleAt(plan.tight), scaleAt(end.tight));
      return { from: at(a, fx, fy), to: at(b, end.x, end.y) };
    }
  }
}

/**
 * Two scales of a zooming move, made smaller together when the bottom rows, which zoom by the ratio to the
 * power 1 + ZOOM_PARALLAX from the middle of the move, would need more than the whole raster at the wide end.
 */
function withZoomRoom(a: number, b: number): [number, number] {
  const wide = Math.max(a, b);
  const over = wide * (wide / Math.min(a, b)) ** (ZOOM_PARALLAX / 2);
  return over > 1 ? [a / over, b / over] : [a, b];
}

/** A view of the given scale centred as near the focus as the raster allows. */
function placed(raster: Size, full: Rect, scale: number, fx: number, fy: number): Rect {
  const w = full.w * scale;
  const h = full.h * scale;
  const x = clamp(fx * raster.width - w / 2, 0, raster.width - w);
  const y = clamp(fy * raster.height - h / 2, 0, raster.height - h);
  return { x, y, w, h };
}

/** Half linear, half smoothstep: the move eases in and out without ever standing still. */
export function ease(t: number): number {
  const c = clamp(t, 0, 1);
  return 0.5 * c + 0.5 * c * c * (3 - 2 * c);
}

/** Where the view is at t (0–1): its centre moves in a line, its size by a constant ratio per frame. */
export function rectAt(move: Move, t: number): Rect {
  const e = ease(t);
  if (e === 0) return { ...move.from };
  if (e === 1) return { ...move.to };
  const { from, to } = move;
  const w = from.w * (to.w / from.w) ** e;
  const h = from.h * (to.h / from.h) ** e;
  const cx = from.x + from.w / 2 + (to.x + to.w / 2 - (from.x + from.w / 2)) * e;
  const cy = from.y + from.h / 2 + (to.y + to.h / 2 - (from.y + from.h / 2)) * e;
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/** Per output row: the source row it samples, its first source column, and the step between columns. */
export interface RowMap {
  sy: Float64Array;
  x0: Float64Array;
  dx: Float64Array;
}

export function rowMap(height: number): RowMap {
  return { sy: new Float64Array(height), x0: new Float64Array(height), dx: new Float64Array(height) };
}

/** Depth of an output row for zooms (0 far, 1 near): the upper 40 % is sky and distance, then nearer. */
export function depthAt(y: number): number {
  return smoothstep(0.4, 1, y);
}

/** How far an output row travels with the camera: the top tenth 1 − SHIFT_PARALLAX, from mid-frame down all of it. */
export function travelAt(y: number): number {
  return 1 - SHIFT_PARALLAX * (1 - smoothstep(0.1, 0.5, y));
}

/**
 * Fills `rows` for the frame at t. Each row sees the view of its own depth: the camera's travel since the
 * middle of the shot scaled by travelAt, its zoom since then raised to 1 ± ZOOM_PARALLAX, inside the raster.
 */
export function viewRows(move: Move, t: number, raster: Size, out: Size, rows: RowMap): void {
  const now = rectAt(move, t);
  const mid = rectAt(move, 0.5);
  const midCx = mid.x + mid.w / 2;
  const midCy = mid.y + mid.h / 2;
  const zoom = now.w / mid.w;
  const dCx = now.x + now.w / 2 - midCx;
  const dCy = now.y + now.h / 2 - midCy;
  const maxScale = Math.min(raster.width / now.w, raster.height / now.h);
  for (let j = 0; j < out.height; j++) {
    const y = (j + 0.5) / out.height;
    const k = travelAt(y);
    const scale = Math.min(zoom ** (ZOOM_PARALLAX * (2 * depthAt(y) - 1)), maxScale);
    const w = now.w * scale;
    const h = now.h * scale;
    const x = clamp(midCx + dCx * k - w / 2, 0, raster.width - w);
    const top = clamp(midCy + dCy * k - h / 2, 0, raster.height - h);
    const dx = w / out.width;
    rows.dx[j] = dx;
    rows.x0[j] = x + 0.5 * dx - 0.5;
    rows.sy[j] = top + ((j + 0.5) * h) / out.height - 0.5;
  }
}

function smoothstep(from: number, to: number, v: number): number {
  const t = clamp((v - from) / (to - from), 0, 1);
  return t * t * (3 - 2 * t);
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
