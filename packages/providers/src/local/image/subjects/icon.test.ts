import { describe, expect, it } from 'vitest';
import { hsl } from '../colour';
import { iconRaster } from './icon';
import { parseScene } from './parse';

/** Mean lightness and saturation (0–1) of a raster's opaque pixels. */
function tone(raster: ReturnType<typeof iconRaster>) {
  const { data } = raster.canvas.getContext('2d').getImageData(0, 0, raster.size, raster.size);
  let l = 0;
  let s = 0;
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! < 250) continue;
    const max = Math.max(data[i]!, data[i + 1]!, data[i + 2]!) / 255;
    const min = Math.min(data[i]!, data[i + 1]!, data[i + 2]!) / 255;
    l += (max + min) / 2;
    s += max - min;
    n++;
  }
  return { l: l / n, s: s / n };
}

describe('icon rasters', () => {
  it('paints "a black cat" black: dark and grey, not the emoji\'s purple', () => {
    const [cat] = parseScene('a black cat').subjects;
    expect(cat).toMatchObject({ colourWord: 'black', concept: { icon: 'black-cat' } });
    const own = tone(iconRaster('black-cat', 128));
    const black = tone(iconRaster('black-cat', 128, cat!.colour));
    expect(own.s).toBeGreaterThan(0.15);
    expect(black.s).toBeLessThan(0.1);
    expect(black.l).toBeLessThan(0.2);
    // White and grey set lightness the same way, keeping the cat grey rather than tinted.
    const white = tone(iconRaster('cat', 128, hsl(0, 0, 0.94)));
    expect(white.l).toBeGreaterThan(0.75);
    expect(white.s).toBeLessThan(0.15);
  });

  it('rasterises an icon once per size, colour and light, and reuses it', () => {
    const a = iconRaster('fox', 200);
    expect(iconRaster('fox', 205)).toBe(a);
    expect(iconRaster('fox', 400)).not.toBe(a);
    expect(iconRaster('fox', 200, hsl(215, 0.7, 0.48))).not.toBe(a);
    expect(iconRaster('fox', 200, undefined, { colour: hsl(228, 0.55, 0.12), amount: 0.42 })).not.toBe(a);
  });
});
