import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage, letterHeight, readingScales, type DecodedImage } from './preprocess';

/** A white picture with `count` black "letters" (rectangles) `size` pixels high in a row. */
function letters(width: number, height: number, size: number, count = 12): DecodedImage {
  const grey = new Uint8Array(width * height).fill(255);
  for (let n = 0; n < count; n++) {
    const x0 = 10 + n * Math.round(size * 1.2);
    for (let y = 20; y < 20 + size; y++)
      grey.fill(0, y * width + x0, y * width + x0 + Math.round(size * 0.6));
  }
  return { grey, width, height };
}

describe('reading scales', () => {
  it('measures the median letter height, leaving out specks', () => {
    const image = letters(400, 100, 10);
    image.grey[90 * 400 + 390] = 0; // a speck of noise
    expect(letterHeight(image.grey, image.width, image.height)).toBe(10);
  });

  it('reads a small screenshot at 2× first, then at the scales that make letters 20, 24 and 28 pixels high', () => {
    // letters of 10 pixels: 20 px is 2× (the main scale already), 24 px is 2.4×, 28 px is 2.8×
    expect(readingScales(letters(400, 100, 10))).toEqual([2, 2.4, 2.8]);
    // a big picture of big letters is read at its size and reduced
    const scales = readingScales(letters(1200, 300, 56));
    expect(scales[0]).toBe(1);
    expect(scales.slice(1).map((s) => Math.round(s * 56))).toEqual([20, 24, 28]);
  });

  it('inverts a dark-mode screenshot to dark text on a light ground', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1e1f22' } })
      .png()
      .toBuffer();
    const image = await decodeImage(png);
    expect(image.grey[0]).toBeGreaterThan(200);
  });
});
