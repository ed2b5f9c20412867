import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { matchColours } from './colour-transfer';

const solidish = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="64" height="64"><circle cx="32" cy="32" r="20" fill="rgb(${Math.min(255, r + 60)},${Math.min(255, g + 60)},${Math.min(255, b + 60)})"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

async function meanRgb(png: Buffer): Promise<number[]> {
  const { channels } = await sharp(png).stats();
  return channels.slice(0, 3).map((c) => c.mean);
}

describe('matchColours', () => {
  it('moves a picture’s colours to the reference’s and keeps its size', async () => {
    const blueish = await solidish(30, 60, 160);
    const orange = await solidish(190, 110, 30);
    const out = await matchColours(blueish, orange);
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height]).toEqual([64, 64]);
    const [r, g, b] = await meanRgb(out);
    const [ro, go, bo] = await meanRgb(orange);
    expect(Math.abs(r! - ro!)).toBeLessThan(20);
    expect(Math.abs(g! - go!)).toBeLessThan(20);
    expect(Math.abs(b! - bo!)).toBeLessThan(20);
    // the shapes survive: the circle still differs from its surroundings
    const { data } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[(32 * 64 + 32) * 4]! - data[0]!)).toBeGreaterThan(20);
  });
});
