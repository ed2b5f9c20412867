import { beforeAll, describe, expect, it } from 'vitest';
import { inpaint } from './inpaint';
import { loadOpenCv } from './libs';
import { drawOver, gradient, maskOf, meanAbsDiff, pixelsOf, strokeLayer } from './test-images';

const SIZE = 256;

beforeAll(async () => {
  await loadOpenCv();
}, 60_000);

/** Pixel indices that are set in a mask PNG. */
async function maskedPixels(mask: Buffer): Promise<Set<number>> {
  const { rgb } = await pixelsOf(mask);
  const set = new Set<number>();
  for (let p = 0; p < rgb.length / 3; p++) if (rgb[p * 3]! > 127) set.add(p);
  return set;
}

describe('inpaint', () => {
  it('removes a line drawn over a smooth gradient and leaves every other pixel alone', async () => {
    const clean = await gradient(SIZE, SIZE);
    const line = '<path d="M20 40 L 230 200" stroke="#f00" stroke-width="4"/>';
    const damaged = await drawOver(clean, line);
    const mask = await maskOf(
      SIZE,
      SIZE,
      line.replace('#f00', '#fff').replace('stroke-width="4"', 'stroke-width="8"'),
    );
    const result = await pixelsOf(await inpaint(damaged, mask));
    const masked = await maskedPixels(mask);
    const cleanPixels = await pixelsOf(clean);
    const damagedPixels = await pixelsOf(damaged);
    expect(result.width).toBe(SIZE);
    expect(meanAbsDiff(damagedPixels.rgb, cleanPixels.rgb, (p) => masked.has(p))).toBeGreaterThan(40);
    expect(meanAbsDiff(result.rgb, cleanPixels.rgb, (p) => masked.has(p))).toBeLessThan(3);
    expect(meanAbsDiff(result.rgb, damagedPixels.rgb, (p) => !masked.has(p))).toBe(0);
  }, 30_000);

  it('fills a wide hole smoothly (the coarse-to-fine path)', async () => {
    const clean = await gradient(SIZE, SIZE);
    const square = '<rect x="90" y="90" width="80" height="80" fill="#fff"/>';
    const damaged = await drawOver(clean, square.replace('#fff', '#123'));
    const mask = await maskOf(SIZE, SIZE, square);
    const result = await pixelsOf(await inpaint(damaged, mask));
    const masked = await maskedPixels(mask);
    expect(meanAbsDiff(result.rgb, (await pixelsOf(clean)).rgb, (p) => masked.has(p))).toBeLessThan(8);
  }, 30_000);

  it('accepts a stroke layer on a transparent background as the mask', async () => {
    const clean = await gradient(SIZE, SIZE);
    const damaged = await drawOver(clean, '<circle cx="128" cy="128" r="10" fill="#000"/>');
    // A green brush on a transparent layer: colour does not matter, visibility does.
    const strokes = await strokeLayer(SIZE, SIZE, '<circle cx="128" cy="128" r="14" fill="#3a3"/>');
    const result = await pixelsOf(await inpaint(damaged, strokes));
    const centre = (128 * SIZE + 128) * 3;
    const cleanPixels = await pixelsOf(clean);
    expect(Math.abs(result.rgb[centre]! - cleanPixels.rgb[centre]!)).toBeLessThan(6);
  }, 30_000);

  it('refuses a mask of another size, saying so', async () => {
    const image = await gradient(SIZE, SIZE);
    await expect(inpaint(image, await maskOf(SIZE / 2, SIZE, ''))).rejects.toThrow(
      /does not match image size/,
    );
  });

  it('steers the fill toward colours named in the prompt', async () => {
    const image = await gradient(SIZE, SIZE);
    const mask = await maskOf(SIZE, SIZE, '<rect x="100" y="100" width="60" height="60" fill="#fff"/>');
    const masked = await maskedPixels(mask);
    const meanRed = async (png: Buffer) => {
      const { rgb } = await pixelsOf(png);
      let redness = 0;
      for (const p of masked) redness += rgb[p * 3]! - (rgb[p * 3 + 1]! + rgb[p * 3 + 2]!) / 2;
      return redness / masked.size;
    };
    const plain = await meanRed(await inpaint(image, mask));
    const red = await meanRed(await inpaint(image, mask, { prompt: 'a bright red balloon' }));
    expect(red - plain).toBeGreaterThan(30);
  }, 30_000);
});
