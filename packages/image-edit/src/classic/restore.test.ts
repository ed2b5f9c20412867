import { beforeAll, describe, expect, it } from 'vitest';
import { isMonochrome } from './colourise';
import { loadOpenCv, loadSharp } from './libs';
import { decodeRaster } from './raster';
import { colourise, denoise, removeScratches, repairColour, restorePhoto } from './restore';
import { drawOver, landscape, meanAbsDiff, pixelsOf, psnr, withNoise } from './test-images';

const SIZE = 320;
let clean: Buffer;

beforeAll(async () => {
  await loadOpenCv();
  clean = await landscape(SIZE, SIZE);
}, 60_000);

async function greyOf(image: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image).grayscale().png().toBuffer();
}

/** Mean of max−min over the channels: 0 for a grey picture. */
function meanChroma(rgb: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < rgb.length; i += 3) {
    sum += Math.max(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!) - Math.min(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!);
  }
  return sum / (rgb.length / 3);
}

describe('photo restoration', () => {
  it('denoise raises the PSNR of a noisy photo and leaves a clean one nearly alone', async () => {
    const reference = (await pixelsOf(clean)).rgb;
    const noisy = await withNoise(clean, 18);
    const before = psnr((await pixelsOf(noisy)).rgb, reference);
    const after = psnr((await pixelsOf(await denoise(noisy))).rgb, reference);
    expect(after - before).toBeGreaterThan(6);
    expect(psnr((await pixelsOf(await denoise(clean))).rgb, reference)).toBeGreaterThan(40);
  }, 30_000);

  it('removeScratches erases thin drawn lines and spots but keeps the rest', async () => {
    const scratches =
      '<path d="M30 10 L 140 310" stroke="#fff" stroke-width="2"/>' +
      '<path d="M220 0 Q 200 160 260 320" stroke="#111" stroke-width="1.5" fill="none"/>' +
      '<circle cx="160" cy="90" r="1.5" fill="#fff"/>';
    const damaged = await drawOver(clean, scratches);
    const reference = (await pixelsOf(clean)).rgb;
    const damagedPixels = (await pixelsOf(damaged)).rgb;
    const result = (await pixelsOf(await removeScratches(damaged))).rgb;
    const hit = (p: number) =>
      Math.abs(damagedPixels[p * 3]! - reference[p * 3]!) +
        Math.abs(damagedPixels[p * 3 + 1]! - reference[p * 3 + 1]!) >
      30;
    const errorBefore = meanAbsDiff(damagedPixels, reference, hit);
    const errorAfter = meanAbsDiff(result, reference, hit);
    expect(errorAfter).toBeLessThan(errorBefore * 0.3);
    expect(psnr(result, reference)).toBeGreaterThan(psnr(damagedPixels, reference) + 6);
  }, 30_000);

  it('colourise turns a grey photo into a colour one with the same brightness layout', async () => {
    const grey = await greyOf(clean);
    const result = await pixelsOf(await colourise(grey));
    const greyPixels = await pixelsOf(grey);
    expect(meanChroma(greyPixels.rgb)).toBeLessThan(1);
    expect(meanChroma(result.rgb)).toBeGreaterThan(12);
    // The top (sky) is bluer than the bottom (grass), which is greener.
    const top = result.rgb.subarray(0, SIZE * 40 * 3);
    const bottom = result.rgb.subarray(SIZE * (SIZE - 60) * 3, SIZE * (SIZE - 20) * 3);
    const channelMean = (rgb: Uint8Array, c: number) =>
      rgb.filter((_, i) => i % 3 === c).reduce((a, b) => a + b, 0) / (rgb.length / 3);
    expect(channelMean(top, 2)).toBeGreaterThan(channelMean(top, 0) + 15);
    expect(channelMean(bottom, 1)).toBeGreaterThan(channelMean(bottom, 2));
  }, 30_000);

  it('repairColour removes most of a colour cast', async () => {
    const sharp = await loadSharp();
    const cast = await sharp(clean).linear([1, 0.8, 0.6], [30, 20, 0]).png().toBuffer();
    // The cast is warm: red up, blue down. Measure it as the red−blue balance against the clean photo's.
    const redMinusBlue = (rgb: Uint8Array) => {
      let sum = 0;
      for (let i = 0; i < rgb.length; i += 3) sum += rgb[i]! - rgb[i + 2]!;
      return sum / (rgb.length / 3);
    };
    const neutral = redMinusBlue((await pixelsOf(clean)).rgb);
    const before = Math.abs(redMinusBlue((await pixelsOf(cast)).rgb) - neutral);
    const after = Math.abs(redMinusBlue((await pixelsOf(await repairColour(cast))).rgb) - neutral);
    expect(before).toBeGreaterThan(40);
    expect(after).toBeLessThan(before * 0.4);
  }, 30_000);

  it('restorePhoto colourises only photos without colour', async () => {
    const greyOld = await withNoise(await greyOf(clean), 10);
    expect(isMonochrome(await decodeRaster(await greyOf(clean)))).toBe(true);
    expect(isMonochrome(await decodeRaster(clean))).toBe(false);
    const restoredGrey = await pixelsOf(await restorePhoto(await greyOf(greyOld)));
    expect([restoredGrey.width, restoredGrey.height]).toEqual([SIZE, SIZE]);
    expect(meanChroma(restoredGrey.rgb)).toBeGreaterThan(10);
    const restoredColour = await pixelsOf(await restorePhoto(clean));
    // A clean colour photo keeps its colours roughly as they were.
    expect(meanAbsDiff(restoredColour.rgb, (await pixelsOf(clean)).rgb)).toBeLessThan(25);
  }, 30_000);
});
