import { describe, expect, it } from 'vitest';
import { averageColour, dominantColours, hexToRgb, rgbToHex, withAlpha } from './pixels';

/** RGBA bytes of the given pixels. */
const pixels = (...colours: [number, number, number, number?][]) =>
  new Uint8ClampedArray(colours.flatMap(([r, g, b, a = 255]) => [r, g, b, a]));

describe('colour strings', () => {
  it('round-trips hex and RGB', () => {
    expect(rgbToHex({ r: 255, g: 128.4, b: 0 })).toBe('#FF8000');
    expect(hexToRgb('#ff8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(hexToRgb('transparent')).toBeNull();
  });

  it('adds an alpha for Konva and leaves transparent alone', () => {
    expect(withAlpha('#FF0000', 0.5)).toBe('rgba(255,0,0,0.5)');
    expect(withAlpha('#FF0000', 3)).toBe('rgba(255,0,0,1)');
    expect(withAlpha('transparent', 1)).toBe('transparent');
  });
});

describe('averageColour', () => {
  it('averages opaque pixels and ignores transparent ones', () => {
    expect(averageColour(pixels([0, 0, 0], [200, 100, 50], [255, 255, 255, 0]))).toEqual({
      r: 100,
      g: 50,
      b: 25,
    });
  });

  it('is null for a fully transparent area', () => {
    expect(averageColour(pixels([1, 2, 3, 0]))).toBeNull();
  });
});

describe('dominantColours', () => {
  it('ranks by how much of the picture a colour covers and merges near shades', () => {
    const data = pixels(
      [250, 0, 0],
      [252, 2, 0],
      [248, 0, 4],
      [0, 0, 250],
      [0, 0, 245],
      [0, 250, 0],
      [245, 10, 10],
    );
    const colours = dominantColours(data, 8);
    expect(colours[0]).toMatch(/^#F/);
    expect(colours).toHaveLength(3);
    expect(colours[1]).toBe('#0000F8');
  });

  it('returns at most the asked number', () => {
    const data = pixels(
      ...Array.from(
        { length: 20 },
        (_, i) => [i * 12, 255 - i * 12, (i * 37) % 255] as [number, number, number],
      ),
    );
    expect(dominantColours(data, 8).length).toBeLessThanOrEqual(8);
  });
});
