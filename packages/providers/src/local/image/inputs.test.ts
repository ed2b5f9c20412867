import { characterSeed, promptWithCharacter } from '@muse/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { InputImage } from '../../ports/image';
import { LocalImageEngine } from './engine';
import { renderSteps } from './render';

const engine = new LocalImageEngine({ id: 'art', defaultStyle: 'painterly' });
const SIZE = 320;

/** A picture: left half one colour, right half another (a composition the output should carry). */
async function halves(left: string, right: string): Promise<Buffer> {
  const half = await sharp({ create: { width: 200, height: 400, channels: 3, background: left } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 400, channels: 3, background: right } })
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

async function generate(prompt: string, seed: number, inputImages?: InputImage[]) {
  const result = await engine.generate({
    prompt,
    width: SIZE,
    height: SIZE,
    seed,
    ...(inputImages ? { inputImages } : {}),
  });
  return result.images[0]!.data;
}

/** Mean colour of the left and right halves. */
async function sides(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const acc = { left: [0, 0, 0], right: [0, 0, 0] };
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const side = x < info.width / 2 ? acc.left : acc.right;
      const i = (y * info.width + x) * 3;
      for (let c = 0; c < 3; c++) side[c]! += data[i + c]!;
    }
  const n = (info.width * info.height) / 2;
  return { left: acc.left.map((v) => v / n), right: acc.right.map((v) => v / n) };
}

const start = (data: Buffer): InputImage => ({ data, mimeType: 'image/png', role: 'start' });
const reference = (data: Buffer): InputImage => ({ data, mimeType: 'image/png', role: 'character' });

describe('local image engine: input pictures', () => {
  it('starts from the given picture: its composition and colours show, and another picture gives another result', async () => {
    const prompt = 'a lighthouse on a cliff at dusk';
    const plain = await generate(prompt, 7);
    const redBlue = await generate(prompt, 7, [start(await halves('#e01010', '#1020e0'))]);
    const blueRed = await generate(prompt, 7, [start(await halves('#1020e0', '#e01010'))]);
    expect(redBlue.equals(plain)).toBe(false);
    expect(redBlue.equals(blueRed)).toBe(false);
    // The same request gives the same bytes.
    expect((await generate(prompt, 7, [start(await halves('#e01010', '#1020e0'))])).equals(redBlue)).toBe(
      true,
    );

    const a = await sides(redBlue);
    const b = await sides(blueRed);
    // Red on the left of the first picture, blue on its right; the other way round in the second.
    expect(a.left[0]! - a.left[2]!).toBeGreaterThan(40);
    expect(a.right[2]! - a.right[0]!).toBeGreaterThan(40);
    expect(b.left[2]! - b.left[0]!).toBeGreaterThan(40);
    expect(b.right[0]! - b.right[2]!).toBeGreaterThan(40);
  });

  it('keeps a character: the same subject and palette across two different prompts', async () => {
    const character = { name: 'Pip', description: 'a small orange fox with a green scarf' };
    const seed = characterSeed('character-1');
    const ref = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c86414' } })
      .composite([
        {
          input: await sharp({ create: { width: 120, height: 120, channels: 3, background: '#1e8c3c' } })
            .png()
            .toBuffer(),
          left: 90,
          top: 150,
        },
      ])
      .png()
      .toBuffer();
    const prompts = ['walking through a forest', 'sitting on a beach at noon'].map((p) =>
      promptWithCharacter(p, character),
    );
    // The same subject is drawn in both: the character's words are in the prompt the engine reads.
    for (const prompt of prompts) {
      const parse = renderSteps({ prompt, width: SIZE, height: SIZE, seed, defaultStyle: 'painterly' }).parse;
      expect(parse.subjects.map((s) => s.word)).toContain('fox');
    }
    const withRef = await Promise.all(prompts.map((p) => generate(p, seed, [reference(ref)])));
    const without = await Promise.all(prompts.map((p) => generate(p, seed)));
    const mean = async (png: Buffer) => (await sharp(png).stats()).channels.slice(0, 3).map((c) => c.mean);
    const [r1, r2] = await Promise.all(withRef.map(mean));
    const [w1, w2] = await Promise.all(without.map(mean));
    const distance = (x: number[], y: number[]) => Math.hypot(...x.map((v, i) => v - y[i]!));
    const refMean = await mean(ref);
    // Both pictures of the character take the reference's palette, and so are close to each other.
    expect(distance(r1!, refMean)).toBeLessThan(distance(w1!, refMean));
    expect(distance(r2!, refMean)).toBeLessThan(distance(w2!, refMean));
    expect(distance(r1!, r2!)).toBeLessThan(25);
    expect(distance(r1!, r2!)).toBeLessThan(distance(w1!, w2!) + 1);
  });
});
