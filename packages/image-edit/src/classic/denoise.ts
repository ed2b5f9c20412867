/**
 * Denoising: the noise level is measured first (Immerkær's fast estimate: the response of a Laplacian
 * difference kernel that cancels smooth shading), then OpenCV's edge-preserving bilateral filter runs with a
 * colour range tied to that level — a clean picture is left nearly alone, a grainy one is smoothed without
 * blurring its edges. A 3×3 median first removes salt-and-pepper specks, which a bilateral filter keeps.
 */
import type { OpenCv } from './libs';
import { fromMat, luminance, toMat, withMats, type Raster } from './raster';

/** Below this estimated noise (σ on 0–255), the picture is returned as it is. */
const CLEAN_SIGMA = 2;

/** Estimated standard deviation of the noise in the luminance (Immerkær 1996). */
export function noiseSigma(raster: Raster): number {
  const { width, height } = raster;
  const luma = luminance(raster.rgb);
  let sum = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const response =
        luma[i - width - 1]! -
        2 * luma[i - width]! +
        luma[i - width + 1]! -
        2 * luma[i - 1]! +
        4 * luma[i]! -
        2 * luma[i + 1]! +
        luma[i + width - 1]! -
        2 * luma[i + width]! +
        luma[i + width + 1]!;
      sum += Math.abs(response);
    }
  }
  const count = Math.max(1, (width - 2) * (height - 2));
  return (Math.sqrt(Math.PI / 2) * sum) / (6 * count);
}

export function denoiseRaster(cv: OpenCv, raster: Raster): Raster {
  const sigma = noiseSigma(raster);
  if (sigma < CLEAN_SIGMA) return raster;
  const rgb = withMats((track) => {
    let current = track(toMat(cv, raster.rgb, raster.width, raster.height, 3));
    const median = track(new cv.Mat());
    cv.medianBlur(current, median, 3);
    current = median;
    // Strong noise gets a second, gentler pass rather than one very wide one, which would flatten texture.
    const passes = sigma > 5 ? 2 : 1;
    for (let pass = 0; pass < passes; pass++) {
      const out = track(new cv.Mat());
      cv.bilateralFilter(current, out, 7, (pass === 0 ? 3 : 1.5) * sigma, 4, cv.BORDER_REFLECT);
      current = out;
    }
    return fromMat(current);
  });
  return { ...raster, rgb };
}
