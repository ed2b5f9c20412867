/**
 * A picture's dominant colours by k-means (OpenCV), on a downsized copy so it costs the same for any size.
 * Outpainting textures its new area in these colours; the anime style quantises to them.
 */
import type { OpenCv } from './libs';
import { fromMat, toMat, withMats } from './raster';

export type Palette = [number, number, number][];

const SAMPLE_SIDE = 96;
/** cv::KMEANS_PP_CENTERS; opencv.js defines it but its typings miss it. */
const KMEANS_PP_CENTERS = 2;

export function dominantColours(
  cv: OpenCv,
  rgb: Uint8Array,
  width: number,
  height: number,
  count: number,
): Palette {
  return withMats((track) => {
    const scale = Math.min(1, SAMPLE_SIDE / Math.max(width, height));
    const src = track(toMat(cv, rgb, width, height, 3));
    const small = track(new cv.Mat());
    const size = new cv.Size(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
    cv.resize(src, small, size, 0, 0, cv.INTER_AREA);
    const bytes = fromMat(small);
    const samples = track(new cv.Mat(bytes.length / 3, 3, cv.CV_32F));
    samples.data32F.set(Float32Array.from(bytes));
    const labels = track(new cv.Mat());
    const centres = track(new cv.Mat());
    const criteria = new cv.TermCriteria(cv.TermCriteria_EPS + cv.TermCriteria_MAX_ITER, 20, 0.5);
    const k = Math.min(count, bytes.length / 3);
    cv.kmeans(samples, k, labels, criteria, 2, KMEANS_PP_CENTERS, centres);
    const palette: Palette = [];
    for (let i = 0; i < k; i++) {
      palette.push([centres.data32F[i * 3]!, centres.data32F[i * 3 + 1]!, centres.data32F[i * 3 + 2]!]);
    }
    return palette;
  });
}

/** Index of the palette colour nearest to (r, g, b), and of the second nearest. */
export function nearestTwo(palette: Palette, r: number, g: number, b: number): [number, number] {
  let best = 0;
  let second = 0;
  let bestGap = Infinity;
  let secondGap = Infinity;
  for (let i = 0; i < palette.length; i++) {
    const [pr, pg, pb] = palette[i]!;
    const gap = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2;
    if (gap < bestGap) {
      second = best;
      secondGap = bestGap;
      best = i;
      bestGap = gap;
    } else if (gap < secondGap) {
      second = i;
      secondGap = gap;
    }
  }
  return [best, second];
}
