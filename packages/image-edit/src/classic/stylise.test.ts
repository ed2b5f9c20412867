import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenCv } from './libs';
import { ART_STYLES, stylise, type ArtStyle } from './stylise';
import { landscape, meanAbsDiff, pixelsOf } from './test-images';

const WIDTH = 320;
const HEIGHT = 240;
let picture: Buffer;

beforeAll(async () => {
  await loadOpenCv();
  picture = await landscape(WIDTH, HEIGHT);
}, 60_000);

function distinctColours(rgb: Uint8Array): number {
  const seen = new Set<number>();
  for (let i = 0; i < rgb.length; i += 3) seen.add((rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!);
  return seen.size;
}

describe('stylise', () => {
  it.each(ART_STYLES)(
    '%s changes the picture and keeps its size',
    async (style) => {
      const result = await pixelsOf(await stylise(picture, style));
      expect([result.width, result.height]).toEqual([WIDTH, HEIGHT]);
      expect(meanAbsDiff(result.rgb, (await pixelsOf(picture)).rgb)).toBeGreaterThan(6);
    },
    30_000,
  );

  it('pencil is grey on paper; pop art and anime use few flat colours', async () => {
    const pencil = (await pixelsOf(await stylise(picture, 'pencil'))).rgb;
    let chroma = 0;
    for (let i = 0; i < pencil.length; i += 3)
      chroma +=
        Math.max(pencil[i]!, pencil[i + 1]!, pencil[i + 2]!) -
        Math.min(pencil[i]!, pencil[i + 1]!, pencil[i + 2]!);
    expect(chroma / (pencil.length / 3)).toBeLessThan(12);
    expect(distinctColours((await pixelsOf(await stylise(picture, 'pop-art'))).rgb)).toBeLessThanOrEqual(14);
    expect(distinctColours((await pixelsOf(await stylise(picture, 'anime'))).rgb)).toBeLessThanOrEqual(13);
    expect(distinctColours((await pixelsOf(picture)).rgb)).toBeGreaterThan(1000);
  }, 30_000);

  it('refuses an unknown style', async () => {
    await expect(stylise(picture, 'cubist' as ArtStyle)).rejects.toThrow(/Unknown art style/);
  });
});
