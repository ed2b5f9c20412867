/**
 * Pop art (Lichtenstein): flat areas of a few loud colours, black outlines and Ben-Day dots. The picture is
 * smoothed; each pixel's hue snaps to one of six printing-ink hues at full saturation and its brightness to
 * three steps; the light step is printed as dots of its colour on white (dot size by darkness), the others
 * solid, and thick ink lines go over the edges. Greys become white, yellow-on-white dots or near black.
 */
import { bilateral, inkLines, resizeRgb } from './filters';
import type { OpenCv } from './libs';
import type { Raster } from './raster';

type Rgb = [number, number, number];

/** Comic-print inks by hue (degrees): red, orange, yellow, green, blue, magenta. */
const INKS: { hue: number; colour: Rgb; dark: Rgb }[] = [
  { hue: 0, colour: [230, 30, 40], dark: [140, 10, 25] },
  { hue: 30, colour: [255, 140, 20], dark: [170, 70, 10] },
  { hue: 55, colour: [255, 225, 0], dark: [190, 150, 0] },
  { hue: 120, colour: [40, 190, 60], dark: [10, 100, 40] },
  { hue: 210, colour: [30, 120, 240], dark: [15, 50, 150] },
  { hue: 300, colour: [230, 40, 160], dark: [120, 20, 100] },
];
const WHITE: Rgb = [255, 255, 250];
const BLACK: Rgb = [20, 20, 30];

function inkFor(r: number, g: number, b: number): { colour: Rgb; dark: Rgb } {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 0.12 * max + 8) return { colour: [255, 225, 0], dark: BLACK };
  let hue: number;
  if (max === r) hue = (60 * (g - b)) / (max - min);
  else if (max === g) hue = 120 + (60 * (b - r)) / (max - min);
  else hue = 240 + (60 * (r - g)) / (max - min);
  hue = (hue + 360) % 360;
  let best = INKS[0]!;
  let bestGap = Infinity;
  for (const ink of INKS) {
    const gap = Math.min(Math.abs(hue - ink.hue), 360 - Math.abs(hue - ink.hue));
    if (gap < bestGap) {
      bestGap = gap;
      best = ink;
    }
  }
  return best;
}

export function popArt(cv: OpenCv, raster: Raster): Raster {
  const { width, height } = raster;
  const scale = Math.min(width, height) / 1024;
  const half: [number, number] = [Math.max(1, Math.round(width / 2)), Math.max(1, Math.round(height / 2))];
  let smooth = resizeRgb(cv, raster.rgb, [width, height], half);
  smooth = bilateral(cv, smooth, half[0], half[1], 2, 40, 7);
  smooth = resizeRgb(cv, smooth, half, [width, height]);
  const lines = inkLines(cv, smooth, width, height, Math.max(2, Math.round(4 * scale)));
  const spacing = Math.max(4, Math.round(10 * scale));
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (lines[i]) {
        out.set(BLACK, i * 3);
        continue;
      }
      const r = smooth[i * 3]!;
      const g = smooth[i * 3 + 1]!;
      const b = smooth[i * 3 + 2]!;
      const luma = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
      const ink = inkFor(r, g, b);
      const grey = Math.max(r, g, b) - Math.min(r, g, b) < 0.12 * Math.max(r, g, b) + 8;
      if (luma < 0.3) {
        out.set(ink.dark, i * 3);
        continue;
      }
      if (luma < 0.62 && !grey) {
        out.set(ink.colour, i * 3);
        continue;
      }
      if (grey && luma > 0.85) {
        out.set(WHITE, i * 3);
        continue;
      }
      // Ben-Day dots on a 45° grid: a pixel is ink when within the dot radius of its cell centre.
      const u = (x + y) / Math.SQRT2 / spacing;
      const v = (x - y) / Math.SQRT2 / spacing;
      const du = u - Math.round(u);
      const dv = v - Math.round(v);
      const radius = 0.22 + 0.4 * (1 - luma);
      out.set(du * du + dv * dv < radius * radius ? ink.colour : WHITE, i * 3);
    }
  }
  return { ...raster, rgb: out };
}
