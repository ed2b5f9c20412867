import { describe, expect, it } from 'vitest';
import { applyFinish, FINISH_NAMES } from './apply';

const SIZE = 96;

/** A flat-coloured face-like test card: a background, a disc and a dark band, so edges exist to paint. */
function card(): { width: number; height: number; data: Uint8ClampedArray } {
  const data = new Uint8ClampedArray(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const i = (y * SIZE + x) * 4;
      const inDisc = (x - 48) ** 2 + (y - 44) ** 2 < 30 ** 2;
      const band = y > 80;
      data.set(band ? [40, 50, 90, 255] : inDisc ? [230, 180, 150, 255] : [120, 200, 210, 255], i);
    }
  return { width: SIZE, height: SIZE, data };
}

const differs = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
  let changed = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) changed++;
  return changed / a.length;
};

describe('applyFinish: a named finish on any RGBA raster', () => {
  it.each(FINISH_NAMES)('%s changes the picture, leaves the input alone and replays for a seed', (name) => {
    const input = card();
    const before = new Uint8ClampedArray(input.data);
    const out = applyFinish(input, name, 7);
    expect(out).toMatchObject({ width: SIZE, height: SIZE });
    expect(out.data).toHaveLength(input.data.length);
    expect(input.data).toEqual(before);
    expect(differs(before, out.data)).toBeGreaterThan(0.05);
    expect(applyFinish(input, name, 7).data).toEqual(out.data);
  });

  it('gives the grainy finishes a different picture for another seed', () => {
    const input = card();
    expect(applyFinish(input, 'watercolor', 1).data).not.toEqual(applyFinish(input, 'watercolor', 2).data);
  });

  it('refuses data that does not match the size', () => {
    expect(() => applyFinish({ width: 4, height: 4, data: new Uint8ClampedArray(10) }, 'oil', 1)).toThrow(
      RangeError,
    );
  });
});
