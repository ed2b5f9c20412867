import sharp from 'sharp';
import { median3 } from './median';

/** Longest side the recogniser gets: bigger photos are scaled down, which keeps a picture under a few seconds. */
const MAX_SIDE = 2400;
/** Pictures smaller than this (longest side, pixels) are usually screenshots of small text: read at 2×. */
const MIN_SIDE_FOR_SCALE = 900;
/** Mean grey below this is a dark-mode screenshot: light text on a dark ground, inverted first. */
const DARK_MEAN = 110;

export interface PreparedImage {
  png: Buffer;
  /** the same picture as raw grey pixels, row by row */
  grey: Uint8Array;
  width: number;
  height: number;
}

/**
 * Turns any picture sharp reads (PNG, JPEG, WebP, GIF…) into what the LSTM reads best: grey, dark text on a
 * light ground, small screenshots enlarged, the grain of photos removed by a 3×3 median after enlarging (chosen
 * on the dev half of bench/math/ocr-set.ts over a median before enlarging and over Otsu binarisation), and the
 * contrast stretched.
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  const decoded = await sharp(input, { failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = decoded.info;
  let mean = 0;
  for (const p of decoded.data) mean += p;
  mean /= decoded.data.length || 1;

  const longest = Math.max(width, height);
  const scale = longest > MAX_SIDE ? MAX_SIDE / longest : longest < MIN_SIDE_FOR_SCALE ? 2 : 1;
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  let resized = sharp(decoded.data, { raw: { width, height, channels: 1 } });
  if (mean < DARK_MEAN) resized = resized.negate();
  if (scale !== 1) resized = resized.resize(w, h, { kernel: 'lanczos3' });
  const grey = new Uint8Array(await resized.toColourspace('b-w').raw().toBuffer());

  const clean = stretch(median3(grey, w, h));
  return { png: await greyPng(clean, w, h), grey: clean, width: w, height: h };
}

/**
 * Contrast: the darkest ink (1st percentile) to black and the paper to white, where "paper" starts at the 30th
 * percentile (text covers far less of a problem's picture than that). A plain min–max normalise would stretch a
 * grainy background across the whole range when the text is a small part of the picture.
 */
function stretch(grey: Uint8Array): Uint8Array {
  const histogram = new Array<number>(256).fill(0);
  for (const p of grey) histogram[p]!++;
  const level = (share: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += histogram[v]!) >= share * grey.length) return v;
    return 255;
  };
  const ink = level(0.01);
  const paper = Math.max(ink + 1, level(0.3));
  const out = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) {
    out[i] = Math.max(0, Math.min(255, Math.round(((grey[i]! - ink) * 255) / (paper - ink))));
  }
  return out;
}

export function greyPng(grey: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
}
