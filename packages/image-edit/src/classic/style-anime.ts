/**
 * Anime (cel shading): smooth shading flattened by bilateral filtering, every pixel snapped to one of the
 * picture's 12 main colours (k-means) so shading falls into hard-edged bands, colours brightened and
 * saturated, and bold dark outlines along the edges.
 */
import { bilateral, inkLines, resizeRgb, saturate } from './filters';
import type { OpenCv } from './libs';
import { dominantColours, nearestTwo } from './palette';
import type { Raster } from './raster';

export function anime(cv: OpenCv, raster: Raster): Raster {
  const { width, height } = raster;
  const scale = Math.min(width, height) / 1024;
  const half: [number, number] = [Math.max(1, Math.round(width / 2)), Math.max(1, Math.round(height / 2))];
  let smooth = resizeRgb(cv, raster.rgb, [width, height], half);
  smooth = bilateral(cv, smooth, half[0], half[1], 3, 35, 7);
  smooth = resizeRgb(cv, smooth, half, [width, height]);
  const palette = dominantColours(cv, smooth, width, height, 12);
  const vivid = palette.map(([r, g, b]) => {
    const [sr, sg, sb] = saturate(Uint8Array.of(r, g, b), 1.35);
    return [Math.min(255, sr! * 1.06 + 6), Math.min(255, sg! * 1.06 + 6), Math.min(255, sb! * 1.06 + 6)];
  });
  const lines = inkLines(cv, smooth, width, height, Math.max(1, Math.round(3 * scale)));
  const out = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    if (lines[i]) {
      out.set([25, 20, 30], i * 3);
      continue;
    }
    const colour = vivid[nearestTwo(palette, smooth[i * 3]!, smooth[i * 3 + 1]!, smooth[i * 3 + 2]!)[0]]!;
    out[i * 3] = Math.round(colour[0]!);
    out[i * 3 + 1] = Math.round(colour[1]!);
    out[i * 3 + 2] = Math.round(colour[2]!);
  }
  return { ...raster, rgb: out };
}
