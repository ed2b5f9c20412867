import { clampTextBox, duplicateTextLayer, snapBox, type TextLayer } from '@muse/domain';
import type { EditorDocument } from '../state/editor-document';

/** Document changes for text layers, for `store.preview` and `store.commit`. */

export const addLayer =
  (layer: TextLayer) =>
  (doc: EditorDocument): EditorDocument => ({ ...doc, textLayers: [...doc.textLayers, layer] });

export const updateLayer =
  (id: string, patch: Partial<TextLayer> | ((layer: TextLayer) => Partial<TextLayer>)) =>
  (doc: EditorDocument): EditorDocument => ({
    ...doc,
    textLayers: doc.textLayers.map((l) =>
      l.id === id ? { ...l, ...(typeof patch === 'function' ? patch(l) : patch) } : l,
    ),
  });

export const removeLayer =
  (id: string) =>
  (doc: EditorDocument): EditorDocument => ({
    ...doc,
    textLayers: doc.textLayers.filter((l) => l.id !== id),
  });

/** A copy placed right after the original (drawn above it); the new layer's id is `String(now)`. */
export const duplicateLayer =
  (id: string, now: number) =>
  (doc: EditorDocument): EditorDocument => {
    const index = doc.textLayers.findIndex((l) => l.id === id);
    const original = doc.textLayers[index];
    if (!original) return doc;
    const copy = duplicateTextLayer(original, uniqueStamp(doc.textLayers, now));
    return {
      ...doc,
      textLayers: [...doc.textLayers.slice(0, index + 1), copy, ...doc.textLayers.slice(index + 1)],
    };
  };

/** Ids are timestamps (spec); two layers made in one millisecond still get different ones. */
export function uniqueStamp(layers: readonly TextLayer[], now: number): number {
  let stamp = now;
  while (layers.some((l) => l.id === String(stamp))) stamp += 1;
  return stamp;
}

/**
 * Snapping guides for a moving layer: the canvas's edges and centre lines, and the edges and centres of the
 * other layers' boxes.
 */
export function snapGuides(
  canvas: { width: number; height: number },
  layers: readonly TextLayer[],
  movingId: string,
): { vertical: number[]; horizontal: number[] } {
  const vertical = [0, canvas.width / 2, canvas.width];
  const horizontal = [0, canvas.height / 2, canvas.height];
  for (const l of layers) {
    if (l.id === movingId) continue;
    vertical.push(l.x, l.x + l.width / 2, l.x + l.width);
    horizontal.push(l.y, l.y + l.height / 2, l.y + l.height);
  }
  return { vertical, horizontal };
}

/** A layer dragged to a top-left position, snapped within 8 px; the guides it snapped to are returned too. */
export function snapMove(
  layer: TextLayer,
  to: { x: number; y: number },
  guides: { vertical: number[]; horizontal: number[] },
) {
  return snapBox({ x: to.x, y: to.y, width: layer.width, height: layer.height }, guides);
}

/**
 * The box after a Transformer gesture: the node's centre and scaled size; the box keeps its centre and is at
 * least 50×20.
 */
export function resizedBox(
  layer: TextLayer,
  centre: { x: number; y: number },
  scale: { x: number; y: number },
): Pick<TextLayer, 'x' | 'y' | 'width' | 'height'> {
  const size = clampTextBox({
    width: layer.width * Math.abs(scale.x),
    height: layer.height * Math.abs(scale.y),
  });
  return {
    x: Math.round(centre.x - size.width / 2),
    y: Math.round(centre.y - size.height / 2),
    ...size,
  };
}
