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
  placeAsShown(ctx, width, height, a);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, -width / 2, -height / 2, width, height);
  ctx.restore();
}

/** The adjustments that move the picture rather than colour it. */
export type Placement = Pick<Adjustments, 'rotation' | 'flipHorizontal' | 'flipVertical'>;

/**
 * Sets up the drawing so a `width`×`height` picture drawn at (-width/2, -height/2) lands as the adjustments
 * show it: mirrored by the flips, then turned about the centre of its own frame (the corners it turns out
 * of the frame are not shown, the corners it leaves are empty).
 */
function placeAsShown(ctx: CanvasRenderingContext2D, width: number, height: number, a: Placement): void {
  ctx.translate(width / 2, height / 2);
  ctx.rotate((a.rotation * Math.PI) / 180);
  ctx.scale(a.flipHorizontal ? -1 : 1, a.flipVertical ? -1 : 1);
}

/**
 * The part of the picture shown inside `area` (in the shown frame: flipped and turned as `drawAdjusted`
 * draws it), drawn from the canvas's top-left corner without the colour filters: the pixels a crop of the
 * turned picture keeps. `size` is the picture's.
 */
export function drawShownArea(
  ctx: CanvasRenderingContext2D,
  source: CanvasImageSource,
  size: { width: number; height: number },
  area: { x: number; y: number },
  a: Placement,
): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, -area.x, -area.y);
  placeAsShown(ctx, size.width, size.height, a);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, -size.width / 2, -size.height / 2, size.width, size.height);
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
