/**
 * The in-memory picture every classic tool works on: 8-bit RGB, row-major, plus the alpha channel when the
 * input had transparency (tools pass it through). Decoding applies EXIF orientation so a phone photo and a
 * mask drawn over it in the editor line up.
 */
import type { Mat } from '@techstark/opencv-js';
import { loadSharp, type OpenCv } from './libs';

export interface Raster {
  /** RGB interleaved, width × height × 3 bytes. */
  rgb: Uint8Array;
  width: number;
  height: number;
  /** Present only when the source had a pixel that is not fully opaque. */
  alpha?: Uint8Array;
}

/** Called with a fraction in [0, 1] as an operation advances. */
export type ProgressListener = (fraction: number) => void;

export async function decodeRaster(image: Buffer): Promise<Raster> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image)
    .rotate()
    .toColourspace('srgb') // grey pictures decode to 1–2 channels otherwise
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const rgb = new Uint8Array(pixels * 3);
  const alpha = new Uint8Array(pixels);
  let translucent = false;
  for (let i = 0; i < pixels; i++) {
    rgb[i * 3] = data[i * 4]!;
    rgb[i * 3 + 1] = data[i * 4 + 1]!;
    rgb[i * 3 + 2] = data[i * 4 + 2]!;
    alpha[i] = data[i * 4 + 3]!;
    if (alpha[i]! < 255) translucent = true;
  }
  return { rgb, width: info.width, height: info.height, alpha: translucent ? alpha : undefined };
}

export async function encodePng(raster: Raster): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height, alpha } = raster;
  let data: Uint8Array = raster.rgb;
  if (alpha) {
    data = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      data[i * 4] = raster.rgb[i * 3]!;
      data[i * 4 + 1] = raster.rgb[i * 3 + 1]!;
      data[i * 4 + 2] = raster.rgb[i * 3 + 2]!;
      data[i * 4 + 3] = alpha[i]!;
    }
  }
  return sharp(data, { raw: { width, height, channels: alpha ? 4 : 3 } })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

/** Copies bytes into a new OpenCV matrix (8-bit, 1 or 3 channels); the caller deletes it. */
export function toMat(cv: OpenCv, bytes: Uint8Array, width: number, height: number, channels: 1 | 3): Mat {
  const mat = new cv.Mat(height, width, channels === 3 ? cv.CV_8UC3 : cv.CV_8UC1);
  mat.data.set(bytes);
  return mat;
}

/** Copies an 8-bit matrix out of the wasm heap (views on it die when the matrix is deleted or the heap grows). */
export function fromMat(mat: Mat): Uint8Array {
  return new Uint8Array(mat.data);
}

/** Runs `work` with a tracker whose matrices are all deleted afterwards, even when `work` throws. */
export function withMats<T>(work: (track: <M extends { delete(): void }>(mat: M) => M) => T): T {
  const owned: { delete(): void }[] = [];
  try {
    return work((mat) => {
      owned.push(mat);
      return mat;
    });
  } finally {
    for (const mat of owned) mat.delete();
  }
}

/** BT.601 luma of every pixel, 0–255 as floats. */
export function luminance(rgb: Uint8Array): Float32Array {
  const out = new Float32Array(rgb.length / 3);
  for (let i = 0; i < out.length; i++) {
    out[i] = 0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!;
  }
  return out;
}

export const clampByte = (value: number): number => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));
