import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenCv, loadSharp } from './libs';
import { outpaint, type OutpaintAnchor } from './outpaint';
import { landscape, pixelsOf } from './test-images';

let picture: Buffer;

beforeAll(async () => {
  await loadOpenCv();
  const sharp = await loadSharp();
  picture = await sharp(await landscape(256, 256))
    .resize(160, 120)
    .png()
    .toBuffer();
}, 60_000);

/** Where the original's top-left corner should land for each anchor on a 256×200 canvas. */
const CASES: [OutpaintAnchor, number, number][] = [
  ['top-left', 0, 0],
  ['center', 48, 40],
  ['bottom-right', 96, 80],
  ['right', 96, 40],
  ['top', 48, 0],
];

describe('outpaint', () => {
  it.each(CASES)(
    'places the original unchanged at %s and fills to the exact size',
    async (anchor, left, top) => {
      const result = await pixelsOf(await outpaint(picture, { width: 256, height: 200, anchor }));
      const original = await pixelsOf(picture);
      expect([result.width, result.height]).toEqual([256, 200]);
      let differing = 0;
      for (let y = 0; y < original.height; y++) {
        for (let x = 0; x < original.width; x++) {
          for (let c = 0; c < 3; c++) {
            const a = original.rgb[(y * original.width + x) * 3 + c]!;
            const b = result.rgb[((y + top) * result.width + x + left) * 3 + c]!;
            if (a !== b) differing++;
          }
        }
      }
      expect(differing).toBe(0);
    },
    30_000,
  );

  it('continues the picture across the seam and textures the far field', async () => {
    const result = await pixelsOf(await outpaint(picture, { width: 320, height: 120, anchor: 'left' }));
    const original = await pixelsOf(picture);
    // Just past the seam the new column resembles the original's last column.
    let seamGap = 0;
    let farSum = 0;
    let farSquares = 0;
    for (let y = 0; y < 120; y++) {
      for (let c = 0; c < 3; c++) {
        seamGap += Math.abs(result.rgb[(y * 320 + 162) * 3 + c]! - original.rgb[(y * 160 + 159) * 3 + c]!);
      }
    }
    // Far out, the fill is not a flat smear: its rows vary (sky above, grass below) and so do its columns.
    for (let y = 0; y < 120; y++) {
      for (let x = 280; x < 320; x++) {
        const v = result.rgb[(y * 320 + x) * 3 + 1]!;
        farSum += v;
        farSquares += v * v;
      }
    }
    const farCount = 120 * 40;
    const farSpread = Math.sqrt(farSquares / farCount - (farSum / farCount) ** 2);
    expect(seamGap / (120 * 3)).toBeLessThan(20);
    expect(farSpread).toBeGreaterThan(10);
  }, 30_000);

  it('refuses a canvas smaller than the image or beyond 2048, and unknown anchors', async () => {
    await expect(outpaint(picture, { width: 100, height: 200, anchor: 'center' })).rejects.toThrow(/width/);
    await expect(outpaint(picture, { width: 256, height: 4096, anchor: 'center' })).rejects.toThrow(/2048/);
    await expect(
      outpaint(picture, { width: 256, height: 200, anchor: 'middle' as OutpaintAnchor }),
    ).rejects.toThrow(/anchor/);
  });
});
