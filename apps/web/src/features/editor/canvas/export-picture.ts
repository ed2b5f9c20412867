import Konva from 'konva';
import type { EditorDocument } from '../state/editor-document';
import { loadImage } from '../image-ops';
import { textFontsReady } from '../text';
import { canvasToPng, context2d, drawAdjusted, makeCanvas } from './draw-adjusted';

/** Nodes drawn only for editing (the text tool's transformer and guides), left out of the picture. */
const EDITOR_UI = 'editor-ui';

/**
 * The picture as it looks, at its full size: the adjustments baked in with the same drawing as the preview,
 * then (with `textLayer`) the text layers, copied out of the canvas into a stage of the picture's size.
 */
export async function exportPicture(doc: EditorDocument, textLayer: Konva.Group | null): Promise<Blob> {
  const { width, height } = doc.image;
  const img = await loadImage(doc.image.url);
  const canvas = makeCanvas(width, height);
  const ctx = context2d(canvas);
  drawAdjusted(ctx, img, width, height, doc.adjustments, 1);
  if (textLayer && doc.textLayers.length > 0) {
    // A layer's text is hidden until its font has loaded: wait for the fonts, then for the redraw.
    await textFontsReady(doc.textLayers);
    await nextFrame();
    await nextFrame();
    ctx.drawImage(renderText(textLayer, width, height), 0, 0);
  }
  return canvasToPng(canvas);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function renderText(group: Konva.Group, width: number, height: number): HTMLCanvasElement {
  const stage = new Konva.Stage({ container: document.createElement('div'), width, height });
  try {
    const layer = new Konva.Layer();
    stage.add(layer);
    const copy = group.clone({ x: 0, y: 0, scaleX: 1, scaleY: 1 }) as Konva.Group;
    for (const node of copy.find(`.${EDITOR_UI}`)) node.destroy();
    for (const node of copy.find('Transformer')) node.destroy();
    layer.add(copy);
    return layer.toCanvas({ x: 0, y: 0, width, height, pixelRatio: 1 });
  } finally {
    stage.destroy();
  }
}
