import sharp from 'sharp';
import { createSession, lazy, loadOrt } from './onnx-session';
import { RDN_RECEPTIVE_RADIUS, readRdnModel, type UpscaleFactor } from './rdn-model';
import { planTiles } from './tiles';
import { EditInputError } from '../errors';

export interface UpscaleOptions {
  factor: UpscaleFactor;
  /** Called with the share of the work done, 0 to 1, after each tile. */
  onProgress?: (fraction: number) => void;
}

/** The largest side an upscaled image may have. */
export const MAX_UPSCALED_SIDE = 4096;
/** Input pixels per tile side: big enough to keep the padding overhead small, small enough for memory. */
const TILE = 256;

const sessions = {
  2: lazy(async () => createSession(await readRdnModel(2))),
  4: lazy(async () => createSession(await readRdnModel(4))),
};

/**
 * Super-resolution by `factor` with an RDN (ESRGAN-slim family): a PNG exactly factor× as wide and high.
 * Colour goes through the network tile by tile; an alpha channel, which the network does not know, is
 * resized with Lanczos. Refuses a result over 4096 px on a side.
 */
export async function upscale(image: Buffer, opts: UpscaleOptions): Promise<Buffer> {
  const { factor } = opts;
  if (factor !== 2 && factor !== 4)
    throw new EditInputError(`Upscale factor must be 2 or 4, not ${String(factor)}`);
  const progress = opts.onProgress ?? (() => {});
  const meta = await sharp(image).metadata();
  if (Math.max(meta.width, meta.height) * factor > MAX_UPSCALED_SIDE) {
    throw new EditInputError(
      `Upscaling a ${meta.width}×${meta.height} image ×${factor} would give ${meta.width * factor}×${meta.height * factor}; ` +
        `the largest side allowed is ${MAX_UPSCALED_SIDE} px`,
    );
  }
  progress(0);
  const { data: rgba, info } = await sharp(image)
    .rotate()
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const rgb = new Uint8Array(width * height * 3);
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    rgb.set(rgba.subarray(i * 4, i * 4 + 3), i * 3);
    alpha[i] = rgba[i * 4 + 3]!;
  }
  const outWidth = width * factor;
  const outHeight = height * factor;
  const out = await superResolve(rgb, width, height, factor, { tile: TILE, onTile: progress });

  let upscaled = sharp(out, { raw: { width: outWidth, height: outHeight, channels: 3 } });
  if (meta.hasAlpha) {
    const bigAlpha = await sharp(alpha, { raw: { width, height, channels: 1 } })
      .resize(outWidth, outHeight, { kernel: 'lanczos3', fit: 'fill' })
      // sharp would hand back three channels of a one-channel raw image otherwise.
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    upscaled = upscaled.joinChannel(bigAlpha, { raw: { width: outWidth, height: outHeight, channels: 1 } });
  }
  return upscaled.png().toBuffer();
}

/**
 * Runs the network over packed RGB pixels tile by tile and returns the packed RGB result, factor× the size.
 * The image is first mirrored outwards by RDN_RECEPTIVE_RADIUS pixels: each tile reads that much context
 * around itself, so the tile size changes only memory and speed, and the borders see plausible pixels
 * rather than the network's zero padding (which darkens them).
 */
export async function superResolve(
  rgb: Uint8Array,
  width: number,
  height: number,
  factor: UpscaleFactor,
  { tile: tileSize, onTile }: { tile: number; onTile?: (fraction: number) => void },
): Promise<Uint8ClampedArray> {
  const pad = RDN_RECEPTIVE_RADIUS;
  const padded = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, extendWith: 'mirror' })
    .raw()
    .toBuffer();
  const paddedWidth = width + 2 * pad;
  const outWidth = width * factor;
  const [ort, session] = await Promise.all([loadOrt(), sessions[factor]()]);
  // A clamped array rounds and clips the network's float output on store.
  const out = new Uint8ClampedArray(outWidth * height * factor * 3);
  const tiles = planTiles(width, height, tileSize, pad);
  for (const [index, tile] of tiles.entries()) {
    const { read } = tile;
    const plane = read.width * read.height;
    const input = new Float32Array(3 * plane);
    for (let y = 0; y < read.height; y++) {
      for (let x = 0; x < read.width; x++) {
        const from = ((read.y + y) * paddedWidth + read.x + x) * 3;
        const to = y * read.width + x;
        for (let c = 0; c < 3; c++) input[c * plane + to] = padded[from + c]!;
      }
    }
    const outputs = await session.run({
      [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, read.height, read.width]),
    });
    const result = outputs[session.outputNames[0]!]!.data as Float32Array;
    // Keep the tile's own part of the result, dropping what the context produced.
    const resultWidth = read.width * factor;
    const resultPlane = resultWidth * read.height * factor;
    const skip = pad * factor;
    for (let y = 0; y < tile.height * factor; y++) {
      for (let x = 0; x < tile.width * factor; x++) {
        const from = (skip + y) * resultWidth + skip + x;
        const to = ((tile.y * factor + y) * outWidth + tile.x * factor + x) * 3;
        for (let c = 0; c < 3; c++) out[to + c] = result[c * resultPlane + from]!;
      }
    }
    onTile?.((index + 1) / tiles.length);
  }
  return out;
}
