import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { runImageEngineContract } from '../../testing/image-contract';
import { LocalImageEngine } from './engine';

runImageEngineContract(() => new LocalImageEngine({ id: 'art', defaultStyle: 'painterly' }));

const engine = new LocalImageEngine({ id: 'art', defaultStyle: 'painterly' });

async function render(
  prompt: string,
  options: { width?: number; height?: number; seed?: number; styles?: string[] } = {},
) {
  const result = await engine.generate({
    prompt,
    width: options.width ?? 512,
    height: options.height ?? 512,
    seed: options.seed ?? 1,
    ...(options.styles ? { styles: options.styles } : {}),
  });
  return result.images[0]!.data;
}

/** Decoded pixels and the figures the tests look at. */
async function measure(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const c = info.channels;
  const n = info.width * info.height;
  let r = 0,
    g = 0,
    b = 0,
    lum = 0,
    lum2 = 0,
    sat = 0;
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += c) {
    const [pr, pg, pb] = [data[i]!, data[i + 1]!, data[i + 2]!];
    r += pr;
    g += pg;
    b += pb;
    const l = 0.2126 * pr + 0.7152 * pg + 0.0722 * pb;
    lum += l;
    lum2 += l * l;
    const max = Math.max(pr, pg, pb);
    sat += max ? (max - Math.min(pr, pg, pb)) / max : 0;
    colours.add((pr << 16) | (pg << 8) | pb);
  }
  return {
    width: info.width,
    height: info.height,
    r: r / n,
    g: g / n,
    b: b / n,
    luminance: lum / n,
    variance: lum2 / n - (lum / n) ** 2,
    saturation: sat / n,
    colours: colours.size,
    data,
    channels: c,
  };
}

describe('local image engine', () => {
  // Six pictures of up to two megapixels: on a busy shared machine that can outlast vitest's default 5 s,
  // which would make this a timing assertion. Speed is the bench's business.
  it(
    'renders exactly the requested size, square or not, from 256 to 1920 and beyond',
    { timeout: 30_000 },
    async () => {
      for (const [width, height] of [
        [256, 256],
        [1024, 576],
        [576, 1024],
        [1920, 1080],
        [320, 1920],
        [2048, 256],
      ]) {
        const image = await measure(await render('mountains by a lake', { width, height }));
        expect([image.width, image.height]).toEqual([width, height]);
      }
    },
  );

  it('rejects sizes outside 256–2048 and a bad n', async () => {
    await expect(engine.generate({ prompt: 'x', width: 255, height: 512 })).rejects.toMatchObject({
      code: 'bad_request',
    });
    await expect(engine.generate({ prompt: 'x', width: 512, height: 4096 })).rejects.toMatchObject({
      code: 'bad_request',
    });
    await expect(engine.generate({ prompt: 'x', width: 512, height: 512, n: 0 })).rejects.toMatchObject({
      code: 'bad_request',
    });
  });

  it('is deterministic: same prompt, seed and size give the same bytes; another seed another picture', async () => {
    const a = await render('a city skyline by the sea at sunset', { seed: 42 });
    const b = await render('a city skyline by the sea at sunset', { seed: 42 });
    const c = await render('a city skyline by the sea at sunset', { seed: 43 });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    // Visibly different, not a pixel or two: the mean absolute difference is large.
    const [x, y] = [await measure(a), await measure(c)];
    let diff = 0;
    for (let i = 0; i < x.data.length; i++) diff += Math.abs(x.data[i]! - y.data[i]!);
    expect(diff / x.data.length).toBeGreaterThan(8);
  });

  it('derives the seed from the prompt when none is given', async () => {
    const once = await engine.generate({ prompt: 'a forest', width: 256, height: 256 });
    const again = await engine.generate({ prompt: 'a forest', width: 256, height: 256 });
    expect(once.images[0]!.data.equals(again.images[0]!.data)).toBe(true);
  });

  it('lets a named colour lead the picture', async () => {
    for (const prompt of [
      'red flowers in a meadow',
      'a red abstract pattern',
      'red sky over the mountains',
    ]) {
      const image = await measure(await render(prompt));
      expect(image.r, prompt).toBeGreaterThan(image.g * 1.3);
      expect(image.r, prompt).toBeGreaterThan(image.b * 1.3);
    }
    const blue = await measure(await render('a blue abstract pattern'));
    expect(blue.b).toBeGreaterThan(blue.r * 1.2);
  });

  it('makes night dark and a bright sunny day light', async () => {
    const night = await measure(await render('hills at night'));
    const day = await measure(await render('hills on a bright sunny day'));
    expect(night.luminance).toBeLessThan(70);
    expect(day.luminance).toBeGreaterThan(night.luminance * 2);
  });

  it('draws pencil in near-greyscale', async () => {
    const image = await measure(await render('pencil sketch of a red barn under mountains'));
    expect(image.saturation).toBeLessThan(0.05);
    expect(image.variance).toBeGreaterThan(100);
  });

  it('draws pixel art in few colours and square blocks', async () => {
    const image = await measure(
      await render('pixel art castle in the mountains', { width: 1024, height: 1024 }),
    );
    expect(image.colours).toBeLessThanOrEqual(16);
    // Blocks: each pixel equals its neighbour inside a block far more often than in a smooth picture.
    let same = 0;
    for (let i = 0; i < image.data.length - image.channels; i += image.channels) {
      if (image.data[i] === image.data[i + image.channels]) same++;
    }
    expect(same / (image.width * image.height)).toBeGreaterThan(0.85);
  });

  it('takes styles from the request field as well as the prompt', async () => {
    const image = await measure(await render('a lighthouse on a cliff', { styles: ['pencil'] }));
    expect(image.saturation).toBeLessThan(0.05);
  });

  it('still paints something when it recognises no subject', async () => {
    const image = await measure(await render('zxq blorp wibble'));
    expect(image.variance).toBeGreaterThan(200);
  });

  it('gives n different pictures and reports progress up to 100', async () => {
    const progress: number[] = [];
    const result = await engine.generate(
      { prompt: 'a cat in a garden', width: 256, height: 256, n: 2, seed: 5 },
      { onProgress: (pct) => progress.push(pct) },
    );
    expect(result.images).toHaveLength(2);
    expect(result.images[0]!.data.equals(result.images[1]!.data)).toBe(false);
    expect(result.images.every((image) => image.mimeType === 'image/png')).toBe(true);
    expect(result.usage).toEqual({ images: 2 });
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('stops when the signal aborts mid-way', async () => {
    const controller = new AbortController();
    const call = engine.generate(
      { prompt: 'a galaxy', width: 512, height: 512, n: 4 },
      { signal: controller.signal, onProgress: (pct) => pct > 0 && controller.abort() },
    );
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
