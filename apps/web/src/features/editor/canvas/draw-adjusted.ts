import { adjustmentFilter, type Adjustments } from '@muse/domain';

/**
 * Draws `source` into a `width`×`height` canvas as the adjustments make it look: the CSS filter chain
 * (brightness … opacity), then the flips and the rotation about the centre. The preview calls it with a
 * small copy of the picture and the export with the picture itself; `pixelScale` (canvas pixels per picture
 * pixel) keeps the blur radius the same at every size.
 */
export function drawAdjusted(
  ctx: CanvasRenderingContext2D,
  source: CanvasImageSource,
  width: number,
  height: number,
  a: Adjustments,
  pixelScale: number,
): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.filter = adjustmentFilter({ ...a, blur: a.blur * pixelScale });
  ctx.translate(width / 2, height / 2);
  ctx.rotate((a.rotation * Math.PI) / 180);
  ctx.scale(a.flipHorizontal ? -1 : 1, a.flipVertical ? -1 : 1);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, -width / 2, -height / 2, width, height);
  ctx.restore();
}

/** A canvas of this size (never 0 wide: a 0 canvas cannot be drawn from). */
export function makeCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  return canvas;
}

export function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw pictures.');
  return ctx;
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))),
      'image/png',
    ),
  );
}
