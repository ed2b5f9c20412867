import { rasteriseMask, type LassoPath } from './lasso';

/**
 * The area-edit mask as the server takes it: an opaque PNG at the picture's size, white where the lasso
 * paths enclose (the area to edit), black elsewhere.
 */
export async function maskPng(paths: readonly LassoPath[], width: number, height: number): Promise<Blob> {
  const mask = rasteriseMask(paths, width, height);
  const pixels = new ImageData(width, height);
  const rgba = pixels.data;
  for (let i = 0; i < mask.length; i++) {
    const v = mask[i]!;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the selected area.');
  context.putImageData(pixels, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot draw the selected area.'))),
      'image/png',
    ),
  );
}
