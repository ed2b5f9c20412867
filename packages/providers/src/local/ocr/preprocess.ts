import sharp from 'sharp';
import { inkComponents } from './components';
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

/** A picture as decoded: grey, dark text on a light ground (a dark-mode screenshot inverted), at its own size. */
export interface DecodedImage {
  grey: Uint8Array;
  width: number;
  height: number;
}

/** Any picture sharp reads (PNG, JPEG, WebP, GIF…) as grey, dark text on a light ground. */
export async function decodeImage(input: Buffer): Promise<DecodedImage> {
  const decoded = await sharp(input, { failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = decoded.info;
  const grey = new Uint8Array(decoded.data);
  let mean = 0;
  for (const p of grey) mean += p;
  mean /= grey.length || 1;
  if (mean < DARK_MEAN) for (let i = 0; i < grey.length; i++) grey[i] = 255 - grey[i]!;
  return { grey, width, height };
}

/**
 * The scales to read a picture at, the first the main reading. tesseract reads the same line differently at
 * different sizes (each size errs on other characters), so several readings are made and the clean-up chooses
 * among them (@muse/math cleanOcrText with alternatives). The main scale is the plain rule (small screenshots
 * at 2×, big photos reduced); the others bring the median letter to LETTER_HEIGHTS pixels. A scale within 8%
 * of one already chosen is skipped. On the dev half plus extra cases of our own, four readings chosen among
 * beat the best single scale by about 8 in 88.
 */
export function readingScales(image: DecodedImage): number[] {
  const longest = Math.max(image.width, image.height);
  const largest = MAX_SIDE / longest;
  const main = longest > MAX_SIDE ? largest : longest < MIN_SIDE_FOR_SCALE ? 2 : 1;
  const letter = letterHeight(image.grey, image.width, image.height);
  const others = letter
    ? LETTER_HEIGHTS.map((h) => Math.min(largest, Math.max(0.25, Math.min(4, h / letter))))
    : [];
  const scales = [main];
  for (const scale of others) if (!scales.some((s) => Math.abs(s / scale - 1) < 0.08)) scales.push(scale);
  return scales;
}

/** Median letter heights (pixels) of the other readings. */
const LETTER_HEIGHTS = [20, 24, 28];

/**
 * A decoded picture made into what the LSTM reads best at one scale: enlarged or reduced (Lanczos), the grain
 * of photos removed by a 3×3 median after resizing (chosen on the dev half of bench/math/ocr-set.ts over a
 * median before and over Otsu binarisation), and the contrast stretched.
 */
export async function prepareAt(image: DecodedImage, scale: number): Promise<PreparedImage> {
  const { width, height } = image;
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  let grey = image.grey;
  if (w !== width || h !== height) {
    grey = new Uint8Array(
      await sharp(image.grey, { raw: { width, height, channels: 1 } })
        .resize(w, h, { kernel: 'lanczos3' })
        .toColourspace('b-w')
        .raw()
        .toBuffer(),
    );
  }
  const clean = stretch(median3(grey, w, h));
  return { png: await greyPng(clean, w, h), grey: clean, width: w, height: h };
}

/** The picture at the main scale (the first of readingScales). */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  const image = await decodeImage(input);
  return prepareAt(image, readingScales(image)[0]!);
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

/**
 * The median height of letter-sized blobs: noise specks (a few pixels) and flat strokes (the bars of "=", "−"
 * and fractions) left out. A big photo is measured on every k-th pixel (at most MEASURE_SIDE pixels a side),
 * which keeps this well under the time of a reading.
 */
export function letterHeight(grey: Uint8Array, width: number, height: number): number {
  const k = Math.max(1, Math.ceil(Math.max(width, height) / MEASURE_SIDE));
  let small = grey;
  const w = Math.ceil(width / k);
  const h = Math.ceil(height / k);
  if (k > 1) {
    small = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) small[y * w + x] = grey[y * k * width + x * k]!;
  }
  const blobs = inkComponents(median3(small, w, h), w, h).filter(
    (c) => c.pixels >= 8 && c.y1 - c.y0 >= 3 && c.x1 - c.x0 + 1 < 2.5 * (c.y1 - c.y0 + 1),
  );
  const heights = blobs.map((c) => c.y1 - c.y0 + 1).sort((a, b) => a - b);
  return (heights[Math.floor(heights.length / 2)] ?? 0) * k;
}

/** Longest side a picture's letters are measured at. */
const MEASURE_SIDE = 1200;
