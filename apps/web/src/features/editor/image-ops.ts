import { RESIZE_MAX, type Adjustments, type Rect } from '@muse/domain';
import { canvasToPng, context2d, drawShownArea, makeCanvas } from './canvas/draw-adjusted';
import type { WorkingImage } from './state/editor-document';

/**
 * The operations that make a new working picture (crop, resize, quarter turns, flips, a file from the
 * device): each draws into a canvas and keeps the PNG as an object URL, which undo can go back to.
 */

const loaded = new Map<string, Promise<HTMLImageElement>>();
const made = new Set<string>();

/** The picture at `url`, decoded once and shared by the canvas, the export and the operations. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  let picture = loaded.get(url);
  if (!picture) {
    picture = new Promise<HTMLImageElement>((resolve, reject) => {
      const img = new Image();
      img.crossOrigin = 'anonymous';
      img.onload = () => resolve(img);
      img.onerror = () => reject(new Error('The picture could not be loaded.'));
      img.src = url;
    });
    picture.catch(() => loaded.delete(url));
    loaded.set(url, picture);
  }
  return picture;
}

/** Forgets the pictures this editing session made (when the editor closes). */
export function releasePictures(): void {
  for (const url of made) {
    URL.revokeObjectURL(url);
    loaded.delete(url);
  }
  made.clear();
}

async function toWorking(canvas: HTMLCanvasElement): Promise<WorkingImage> {
  const url = URL.createObjectURL(await canvasToPng(canvas));
  made.add(url);
  return { url, width: canvas.width, height: canvas.height };
}

async function redraw(
  image: WorkingImage,
  width: number,
  height: number,
  draw: (ctx: CanvasRenderingContext2D, img: HTMLImageElement) => void,
): Promise<WorkingImage> {
  const img = await loadImage(image.url);
  const canvas = makeCanvas(width, height);
  const ctx = context2d(canvas);
  ctx.imageSmoothingQuality = 'high';
  draw(ctx, img);
  return toWorking(canvas);
}

export function cropPicture(image: WorkingImage, rect: Rect): Promise<WorkingImage> {
  return redraw(image, rect.width, rect.height, (ctx, img) =>
    ctx.drawImage(img, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height),
  );
}

export function resizePicture(image: WorkingImage, width: number, height: number): Promise<WorkingImage> {
  return redraw(image, width, height, (ctx, img) => ctx.drawImage(img, 0, 0, width, height));
}

/** A quarter turn: the picture's width and height swap. */
export function turnPicture(image: WorkingImage, clockwise: boolean): Promise<WorkingImage> {
  return redraw(image, image.height, image.width, (ctx, img) => {
    ctx.translate(image.height / 2, image.width / 2);
    ctx.rotate(((clockwise ? 1 : -1) * Math.PI) / 2);
    ctx.drawImage(img, -image.width / 2, -image.height / 2);
  });
}

export function flipPicture(image: WorkingImage, axis: 'horizontal' | 'vertical'): Promise<WorkingImage> {
  return redraw(image, image.width, image.height, (ctx, img) => {
    if (axis === 'horizontal') ctx.setTransform(-1, 0, 0, 1, image.width, 0);
    else ctx.setTransform(1, 0, 0, -1, 0, image.height);
    ctx.drawImage(img, 0, 0);
  });
}

/** The largest size within 4096 px a side (what the server keeps) with the picture's proportions. */
export function fitWithinMax(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, RESIZE_MAX / width, RESIZE_MAX / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A picture from the device, made at most 4096 px a side. */
export async function openDeviceFile(file: File): Promise<WorkingImage> {
  if (!file.type.startsWith('image/')) throw new Error('Choose a picture file (PNG, JPEG or WebP).');
  const url = URL.createObjectURL(file);
  made.add(url);
  const img = await loadImage(url);
  const size = fitWithinMax(img.naturalWidth, img.naturalHeight);
  if (size.width === img.naturalWidth && size.height === img.naturalHeight) return { url, ...size };
  return resizePicture({ url, width: img.naturalWidth, height: img.naturalHeight }, size.width, size.height);
}

/** Flips shown by the adjustments mirror the picture on screen: a crop drawn there maps back like this. */
export function cropOnPicture(
  rect: Rect,
  size: { width: number; height: number },
  flips: { flipHorizontal: boolean; flipVertical: boolean },
): Rect {
  return {
    ...rect,
    x: flips.flipHorizontal ? size.width - rect.x - rect.width : rect.x,
    y: flips.flipVertical ? size.height - rect.y - rect.height : rect.y,
  };
}

/** After a crop of a turned picture the turn and the flips are in its pixels: they go back to none. */
export function adjustmentsAfterShownCrop(a: Adjustments): Adjustments {
  if (a.rotation === 0) return a;
  return { ...a, rotation: 0, flipHorizontal: false, flipVertical: false };
}

/**
 * Keeps what the user sees inside `rect` (drawn over the picture as shown). Without a rotation the area maps
 * back to the picture's own pixels (flips mirror it) and the adjustments stay. With one, the picture is cut
 * as shown, turned and flipped, so the rotation and the flips become part of its pixels and are reset; the
 * colour adjustments stay as they are. One drawing either way, so the result is one undo step.
 */
export async function cropAsShown(
  image: WorkingImage,
  rect: Rect,
  adjustments: Adjustments,
): Promise<{ image: WorkingImage; adjustments: Adjustments }> {
  if (adjustments.rotation === 0) {
    return { image: await cropPicture(image, cropOnPicture(rect, image, adjustments)), adjustments };
  }
  const cropped = await redraw(image, rect.width, rect.height, (ctx, img) =>
    drawShownArea(ctx, img, image, rect, adjustments),
  );
  return { image: cropped, adjustments: adjustmentsAfterShownCrop(adjustments) };
}
