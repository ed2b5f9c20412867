/**
 * Reads the editor's inpaint mask. Two conventions are accepted: an opaque black-and-white picture (white =
 * fill here) and a stroke layer on a transparent background (any visible pixel = fill here, whatever colour
 * the brush had). A mask that uses transparency anywhere is read the second way.
 */
import { loadSharp } from './libs';
import { EditInputError } from '../errors';

/** 1 where the pixel is to be filled, 0 elsewhere. */
export async function decodeMask(mask: Buffer, width: number, height: number): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(mask)
    .rotate()
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height) {
    throw new EditInputError(
      `Mask size ${info.width}×${info.height} does not match image size ${width}×${height}; draw the mask on the same image.`,
    );
  }
  const pixels = width * height;
  let usesAlpha = false;
  for (let i = 0; i < pixels && !usesAlpha; i++) usesAlpha = data[i * 4 + 3]! < 255;
  const out = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) {
    const alpha = data[i * 4 + 3]!;
    const luma = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
    out[i] = usesAlpha ? (alpha > 0 ? 1 : 0) : luma >= 128 ? 1 : 0;
  }
  return out;
}

/**
 * The editor's mask in OpenAI's convention, which image servers' adapters take: a PNG of the picture's size,
 * transparent where the model may paint and opaque elsewhere.
 */
export async function paintableMask(mask: Buffer, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const fill = await decodeMask(mask, width, height);
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < fill.length; i++) rgba[i * 4 + 3] = fill[i] ? 0 : 255;
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
