/**
 * Impressionist: the picture repainted with many short, visible brush strokes of broken colour (Monet,
 * Pissarro): a blurred, saturated underpainting, then a pass of strokes everywhere and a pass of smaller
 * strokes where the picture has detail (brush-strokes.ts), with lively colour jitter.
 */
import { paintStrokes } from './brush-strokes';
import { saturate, wideBlur } from './filters';
import type { OpenCv } from './libs';
import { seededRandom } from './noise';
import { fromMat, luminance, toMat, withMats, type Raster } from './raster';

export function impressionist(cv: OpenCv, raster: Raster): Raster {
  const { width, height } = raster;
  const scale = Math.min(width, height) / 1024;
  const rgb = saturate(wideBlur(cv, raster.rgb, width, height, Math.max(1, 1.5 * scale)), 1.35);
  const luma = luminance(wideBlur(cv, raster.rgb, width, height, Math.max(1.5, 3 * scale)));
  const source = { rgb, luma, width, height };
  const random = seededRandom(7);
  const underpainting = saturate(wideBlur(cv, raster.rgb, width, height, 8 * scale + 1), 1.2);
  const painted = withMats((track) => {
    const canvas = track(toMat(cv, underpainting, width, height, 3));
    paintStrokes(
      cv,
      { canvas },
      source,
      {
        spacing: Math.max(3, Math.round(7 * scale)),
        length: 20 * scale + 4,
        thickness: Math.max(2, Math.round(6 * scale)),
        lift: 36,
        jitter: 22,
        minGradient: 0,
      },
      random,
    );
    paintStrokes(
      cv,
      { canvas },
      source,
      {
        spacing: Math.max(2, Math.round(4 * scale)),
        length: 10 * scale + 3,
        thickness: Math.max(1, Math.round(3 * scale)),
        lift: 36,
        jitter: 22,
        minGradient: 6,
      },
      random,
    );
    return fromMat(canvas);
  });
  return { ...raster, rgb: painted };
}
