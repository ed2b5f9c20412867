/** Dragging and rotating layers (spec §4 Editor, §9 Editor): 8 px position snapping, rotation snapping. */

export const SNAP_DISTANCE = 8;
export const ROTATION_SNAP_WITHIN = 5;
export const ROTATION_STEP = 5;
export const MOBILE_ROTATION_STEP = 15;
export const ROTATION_KEY_ANGLES = [-180, -135, -90, -45, 0, 45, 90, 135, 180];

/**
 * One edge or centre line snapped: the value moves to the nearest target within 8 px (the canvas edges and
 * centre, other layers' edges and centres), else stays.
 */
export function snapValue(
  value: number,
  targets: readonly number[],
): { value: number; snappedTo: number | null } {
  let best: number | null = null;
  for (const t of targets) {
    const d = Math.abs(t - value);
    if (d <= SNAP_DISTANCE && (best === null || d < Math.abs(best - value))) best = t;
  }
  return { value: best ?? value, snappedTo: best };
}

/**
 * A box moved to (x, y): its left, centre and right snap to vertical guides, its top, middle and bottom to
 * horizontal ones; returns the snapped position and the guides used (to draw them).
 */
export function snapBox(
  box: { x: number; y: number; width: number; height: number },
  guides: { vertical: readonly number[]; horizontal: readonly number[] },
): { x: number; y: number; guideX: number | null; guideY: number | null } {
  const pick = (start: number, size: number, lines: readonly number[]) => {
    let bestShift: number | null = null;
    let guide: number | null = null;
    for (const offset of [0, size / 2, size]) {
      const s = snapValue(start + offset, lines);
      if (s.snappedTo === null) continue;
      const shift = s.snappedTo - (start + offset);
      if (bestShift === null || Math.abs(shift) < Math.abs(bestShift)) {
        bestShift = shift;
        guide = s.snappedTo;
      }
    }
    return { pos: start + (bestShift ?? 0), guide };
  };
  const h = pick(box.x, box.width, guides.vertical);
  const v = pick(box.y, box.height, guides.horizontal);
  return { x: h.pos, y: v.pos, guideX: h.guide, guideY: v.guide };
}

/** An angle in (-180, 180]. */
export function normaliseAngle(deg: number): number {
  let a = deg % 360;
  if (a > 180) a -= 360;
  if (a <= -180) a += 360;
  return a;
}

/**
 * Rotation by drag: within 5° of 0, ±45, ±90, ±135, ±180 or of another layer's angle it snaps to that angle;
 * otherwise it moves in 5° steps.
 */
export function snapRotation(deg: number, otherLayerAngles: readonly number[] = []): number {
  const a = normaliseAngle(deg);
  const keys = [...ROTATION_KEY_ANGLES, ...otherLayerAngles.map(normaliseAngle)];
  let best: number | null = null;
  for (const k of keys) {
    const d = Math.abs(normaliseAngle(a - k));
    if (d <= ROTATION_SNAP_WITHIN && (best === null || d < Math.abs(normaliseAngle(a - best)))) best = k;
  }
  if (best !== null) return normaliseAngle(best) === -180 ? 180 : normaliseAngle(best);
  return normaliseAngle(Math.round(a / ROTATION_STEP) * ROTATION_STEP);
}

/** Rotation on mobile: buttons turn by 15°. */
export function rotateByStep(deg: number, direction: 1 | -1): number {
  const a = normaliseAngle(deg + direction * MOBILE_ROTATION_STEP);
  return a === -180 ? 180 : a;
}
