import { COLOUR_EXTRACTION } from '@muse/domain';
import { averageColour, dominantColours, type Rgb } from './pixels';

/** Loads a picture for reading its pixels (the working picture is same-origin or an object URL). */
export function loadPicture(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The picture could not be read.'));
    img.src = url;
  });
}

/** The pixels of a part of the picture (`area` in the picture's pixels), drawn at most `size` px wide. */
function readArea(
  img: HTMLImageElement,
  area: { x: number; y: number; width: number; height: number },
  size: number,
): Uint8ClampedArray {
  const scale = Math.min(1, size / Math.max(area.width, area.height));
  const w = Math.max(1, Math.round(area.width * scale));
  const h = Math.max(1, Math.round(area.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot read pictures.');
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, w, h);
  return ctx.getImageData(0, 0, w, h).data;
}

/** Up to 8 main colours of the picture, read from a copy at most 400 px wide (spec §9). */
export async function extractPictureColours(url: string): Promise<string[]> {
  const img = await loadPicture(url);
  const data = readArea(
    img,
    { x: 0, y: 0, width: img.naturalWidth, height: img.naturalHeight },
    COLOUR_EXTRACTION.canvasSize,
  );
  return dominantColours(data, COLOUR_EXTRACTION.maxColours);
}

/** The mean colour of the picture under a box (a new text layer's place); mid-grey when unreadable. */
export async function colourUnder(
  url: string,
  box: { x: number; y: number; width: number; height: number },
): Promise<Rgb> {
  const grey = { r: 128, g: 128, b: 128 };
  try {
    const img = await loadPicture(url);
    const x = Math.max(0, Math.min(img.naturalWidth - 1, Math.round(box.x)));
    const y = Math.max(0, Math.min(img.naturalHeight - 1, Math.round(box.y)));
    const width = Math.max(1, Math.min(img.naturalWidth - x, Math.round(box.width)));
    const height = Math.max(1, Math.min(img.naturalHeight - y, Math.round(box.height)));
    return averageColour(readArea(img, { x, y, width, height }, 64)) ?? grey;
  } catch {
    return grey;
  }
}
