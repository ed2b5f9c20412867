import type { Rect, TextLayer } from '@muse/domain';

/**
 * Where text layers go when the picture under them changes shape (crop, resize, quarter turns, flips): they
 * stay over the same part of the picture and stay readable (a flip mirrors their place, not their letters).
 */
type Layers = readonly TextLayer[];

const round = (n: number) => Math.round(n * 10) / 10;
/** An angle kept within -180..180 (half a turn is 180). */
export function normaliseAngle(deg: number): number {
  const a = (((deg % 360) + 540) % 360) - 180;
  return a === -180 ? 180 : a;
}

const withCentre = (l: TextLayer, cx: number, cy: number): TextLayer => ({
  ...l,
  x: round(cx - l.width / 2),
  y: round(cy - l.height / 2),
});

export function layersAfterCrop(layers: Layers, crop: Rect): TextLayer[] {
  return layers.map((l) => ({ ...l, x: round(l.x - crop.x), y: round(l.y - crop.y) }));
}

export function layersAfterResize(
  layers: Layers,
  from: { width: number; height: number },
  to: { width: number; height: number },
): TextLayer[] {
  const fx = to.width / from.width;
  const fy = to.height / from.height;
  return layers.map((l) => ({
    ...l,
    x: round(l.x * fx),
    y: round(l.y * fy),
    width: round(l.width * fx),
    height: round(l.height * fy),
    fontSize: round(l.fontSize * Math.min(fx, fy)),
  }));
}

/** A quarter turn of a picture `size` (before the turn), clockwise or not. */
export function layersAfterTurn(
  layers: Layers,
  size: { width: number; height: number },
  clockwise: boolean,
): TextLayer[] {
  return layers.map((l) => {
    const cx = l.x + l.width / 2;
    const cy = l.y + l.height / 2;
    const turned = clockwise ? withCentre(l, size.height - cy, cx) : withCentre(l, cy, size.width - cx);
    return { ...turned, rotation: normaliseAngle(l.rotation + (clockwise ? 90 : -90)) };
  });
}

export function layersAfterFlip(
  layers: Layers,
  size: { width: number; height: number },
  axis: 'horizontal' | 'vertical',
): TextLayer[] {
  return layers.map((l) => {
    const cx = l.x + l.width / 2;
    const cy = l.y + l.height / 2;
    const moved =
      axis === 'horizontal' ? withCentre(l, size.width - cx, cy) : withCentre(l, cx, size.height - cy);
    return { ...moved, rotation: normaliseAngle(-l.rotation) };
  });
}
