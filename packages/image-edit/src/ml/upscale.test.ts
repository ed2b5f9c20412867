import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detailScene, psnr, render } from './fixtures/scenes';
import { superResolve, upscale } from './upscale';

describe('upscale', () => {
  it('doubles a picture and restores detail better than resizing does', async () => {
    const original = await render(detailScene(192));
    const small = await sharp(original).resize(96, 96).png().toBuffer();
    const steps: number[] = [];
    const big = await upscale(small, { factor: 2, onProgress: (f) => steps.push(f) });

    const meta = await sharp(big).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 192, 192]);
    const nearest = await sharp(small).resize(192, 192, { kernel: 'nearest' }).png().toBuffer();
    const lanczos = await sharp(small).resize(192, 192, { kernel: 'lanczos3' }).png().toBuffer();
    const ours = await psnr(big, original);
    // +1.2 dB over nearest and +1.4 dB over Lanczos when this was written.
    expect(ours).toBeGreaterThan((await psnr(nearest, original)) + 0.5);
    expect(ours).toBeGreaterThan((await psnr(lanczos, original)) + 0.5);
    expect(steps.at(-1)).toBe(1);
  }, 60_000);

  it('quadruples, keeping an alpha channel', async () => {
    const input = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const { data, info } = await sharp(await upscale(input, { factor: 4 }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([160, 120, 4]);
    const middle = (60 * 160 + 80) * 4;
    expect(data[middle + 3]).toBeCloseTo(128, -1);
    expect(data[middle]).toBeGreaterThan(180);
  }, 60_000);

  it('refuses a result over 4096 px on a side before doing any work', async () => {
    const wide = await sharp({ create: { width: 1100, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    await expect(upscale(wide, { factor: 4 })).rejects.toThrow(/4400×32.*4096/);
    await expect(upscale(wide, { factor: 2 })).resolves.toBeInstanceOf(Buffer);
  }, 60_000);

  it('gives the same pixels whatever the tile size', async () => {
    const { data } = await sharp(await render(detailScene(70)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rgb = new Uint8Array(data);
    const whole = await superResolve(rgb, 70, 70, 2, { tile: 1000 });
    const tiled = await superResolve(rgb, 70, 70, 2, { tile: 24 });
    let worst = 0;
    for (let i = 0; i < whole.length; i++) worst = Math.max(worst, Math.abs(whole[i]! - tiled[i]!));
    expect(worst).toBeLessThanOrEqual(1);
  }, 60_000);
});
