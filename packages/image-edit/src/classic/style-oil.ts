/**
 * Oil painting: a Kuwahara filter lays the picture in flat patches with crisp edges; long, thick, smoothly
 * coloured brush strokes that follow the contours are painted over it (brush-strokes.ts), each also raising
 * a paint-thickness map, which is lit from the top left so the strokes stand up as impasto; colours are
 * lifted as in oil paint, on a faint canvas weave.
 */
import { paintStrokes } from './brush-strokes';
import { kuwahara, saturate, wideBlur } from './filters';
import type { OpenCv } from './libs';
import { seededRandom } from './noise';
import { clampByte, fromMat, luminance, toMat, withMats, type Raster } from './raster';

export function oil(cv: OpenCv, raster: Raster): Raster {
  const { width, height } = raster;
  const scale = Math.min(width, height) / 1024;
  const radius = Math.max(2, Math.round(6 * scale));
  const patches = saturate(kuwahara(raster.rgb, width, height, radius), 1.25);
  const luma = luminance(wideBlur(cv, raster.rgb, width, height, Math.max(1.5, 3 * scale)));
  const random = seededRandom(19);
  const [painted, relief] = withMats((track) => {
    const canvas = track(toMat(cv, patches, width, height, 3));
    const thickness = track(new cv.Mat(height, width, cv.CV_8UC1, new cv.Scalar(128)));
    const source = { rgb: patches, luma, width, height };
    const stroke = { lift: 10, jitter: 6 };
    paintStrokes(
      cv,
      { canvas, relief: thickness },
      source,
      {
        ...stroke,
        spacing: Math.max(4, Math.round(9 * scale)),
        length: 34 * scale + 6,
        thickness: Math.max(3, Math.round(9 * scale)),
        minGradient: 0,
      },
      random,
    );
    paintStrokes(
      cv,
      { canvas, relief: thickness },
      source,
      {
        ...stroke,
        spacing: Math.max(3, Math.round(5 * scale)),
        length: 16 * scale + 4,
        thickness: Math.max(2, Math.round(4 * scale)),
        minGradient: 5,
      },
      random,
    );
    const softened = track(new cv.Mat());
    cv.GaussianBlur(thickness, softened, new cv.Size(0, 0), 1.2, 1.2, cv.BORDER_REFLECT);
    return [fromMat(canvas), fromMat(softened)] as const;
  });
  const out = new Uint8Array(painted.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const upLeft = x > 0 && y > 0 ? i - width - 1 : i;
      const light = (relief[i]! - relief[upLeft]!) * 0.9;
      const weave = ((x & 3) === 0 ? -3 : 0) + ((y & 3) === 0 ? -3 : 0);
      for (let c = 0; c < 3; c++) out[i * 3 + c] = clampByte(painted[i * 3 + c]! + light + weave);
    }
  }
  return { ...raster, rgb: out };
}
