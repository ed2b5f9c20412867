import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LocalImageEngine } from './engine';

const engine = new LocalImageEngine({ id: 'art', defaultStyle: 'digital' });

/** The share of pixels whose colour is strongly one hue (within 25° of it, saturated, mid-light). */
async function share(png: Buffer, hue: number): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let hits = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]! / 255, data[i + 1]! / 255, data[i + 2]! / 255];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (max - min < 0.35 || max < 0.35) continue;
    const d = max - min;
    const h = (max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4) * 60;
    if (Math.abs(((h - hue + 540) % 360) - 180) <= 25) hits++;
  }
  return hits / (info.width * info.height);
}

describe('subjects in the local image engine', { timeout: 30_000 }, () => {
  it('paints a named subject in its named colour, and only there', async () => {
    const red = await engine.generate({ prompt: 'a red car', width: 384, height: 384, seed: 4 });
    const blue = await engine.generate({ prompt: 'a blue car', width: 384, height: 384, seed: 4 });
    // The car covers a large red region; painted blue it does not, and the sky does not turn red.
    expect(await share(red.images[0]!.data, 0)).toBeGreaterThan(0.025);
    expect(await share(blue.images[0]!.data, 0)).toBeLessThan(0.01);
  });

  it('gives the same bytes for the same prompt and seed', async () => {
    const a = await engine.generate({ prompt: 'three apples in a bowl', width: 256, height: 256, seed: 9 });
    const b = await engine.generate({ prompt: 'three apples in a bowl', width: 256, height: 256, seed: 9 });
    expect(a.images[0]!.data.equals(b.images[0]!.data)).toBe(true);
  });

  it('says what it drew without', async () => {
    const result = await engine.generate({ prompt: 'a chimney by the ocean', width: 256, height: 256 });
    expect(result.notes).toBe('drawn without: chimney');
    const known = await engine.generate({ prompt: 'a fox in the snow', width: 256, height: 256 });
    expect(known.notes).toBeUndefined();
  });
});
