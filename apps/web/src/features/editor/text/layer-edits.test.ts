import { DEFAULT_ADJUSTMENTS, newTextLayer, type TextLayer } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import type { EditorDocument } from '../state/editor-document';
import {
  addLayer,
  duplicateLayer,
  removeLayer,
  resizedBox,
  snapGuides,
  snapMove,
  updateLayer,
} from './layer-edits';

const canvas = { width: 1000, height: 800 };
const layer = (id: number, patch: Partial<TextLayer> = {}): TextLayer => ({
  ...newTextLayer(id, canvas, { r: 0, g: 0, b: 0 }),
  ...patch,
});
const doc = (...textLayers: TextLayer[]): EditorDocument => ({
  image: { url: 'blob:x', ...canvas },
  adjustments: { ...DEFAULT_ADJUSTMENTS },
  textLayers,
});

describe('layer edits', () => {
  it('adds, updates and removes', () => {
    const d1 = addLayer(layer(1))(doc());
    expect(d1.textLayers).toHaveLength(1);
    const d2 = updateLayer('1', { content: 'Hi' })(d1);
    expect(d2.textLayers[0]!.content).toBe('Hi');
    expect(updateLayer('1', (l) => ({ x: l.x + 5 }))(d2).textLayers[0]!.x).toBe(355);
    expect(removeLayer('1')(d2).textLayers).toEqual([]);
  });

  it('duplicates at +20,+20 right above the original, with a fresh id', () => {
    const d = duplicateLayer('1', 1)(doc(layer(1), layer(2)));
    expect(d.textLayers.map((l) => l.id)).toEqual(['1', '3', '2']);
    expect(d.textLayers[1]).toMatchObject({ x: 370, y: 380 });
  });

  it('snaps to the canvas centre and to other layers, within 8 px', () => {
    const moving = layer(1);
    const other = layer(2, { x: 40, y: 600, width: 200 });
    const guides = snapGuides(canvas, [moving, other], '1');
    // centre 500 - 150 = 350: 356 is 6 px off
    expect(snapMove(moving, { x: 356, y: 100 }, guides)).toMatchObject({ x: 350, guideX: 500 });
    // left edge 45 is 5 px from the other layer's left edge
    expect(snapMove(moving, { x: 45, y: 594 }, guides)).toMatchObject({
      x: 40,
      y: 600,
      guideX: 40,
      guideY: 600,
    });
    expect(snapMove(moving, { x: 120, y: 300 }, guides)).toMatchObject({ x: 120, y: 300, guideX: null });
  });

  it('keeps a resized box centred and at least 50×20', () => {
    const l = layer(1);
    expect(resizedBox(l, { x: 500, y: 400 }, { x: 2, y: 0.5 })).toEqual({
      x: 200,
      y: 380,
      width: 600,
      height: 40,
    });
    expect(resizedBox(l, { x: 500, y: 400 }, { x: 0.01, y: 0.01 })).toEqual({
      x: 475,
      y: 390,
      width: 50,
      height: 20,
    });
  });
});
