/**
 * Watercolour: the picture simplified into soft washes (bilateral smoothing on a half-size copy), pigment
 * that bleeds (the wash is displaced by smooth noise), darker "wet edges" where washes meet, pigment that pools
 * unevenly (low-frequency density variation) and grains on the paper, with the paper's white showing through.
 */
import { bilateral, resizeRgb, saturate } from './filters';
import type { OpenCv } from './libs';
import { fractalNoise } from './noise';
import { clampByte, fromMat, luminance, toMat, withMats, type Raster } from './raster';

function displace(cv: OpenCv, rgb: Uint8Array, width: number, height: number, amount: number): Uint8Array {
  const dx = fractalNoise(cv, width, height, Math.max(8, width / 40), 2, 41);
  const dy = fractalNoise(cv, width, height, Math.max(8, width / 40), 2, 43);
  return withMats((track) => {
    const src = track(toMat(cv, rgb, width, height, 3));
    const mapX = track(new cv.Mat(height, width, cv.CV_32F));
    const mapY = track(new cv.Mat(height, width, cv.CV_32F));
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        mapX.data32F[i] = x + amount * dx[i]!;
        mapY.data32F[i] = y + amount * dy[i]!;
      }
    }
    const dst = track(new cv.Mat());
    cv.remap(src, dst, mapX, mapY, cv.INTER_LINEAR, cv.BORDER_REFLECT);
    return fromMat(dst);
  });
}

export function watercolour(cv: OpenCv, raster: Raster): Raster {
  const { width, height } = raster;
  const scale = Math.min(width, height) / 1024;
  const half: [number, number] = [Math.max(1, Math.round(width / 2)), Math.max(1, Math.round(height / 2))];
  let wash = resizeRgb(cv, raster.rgb, [width, height], half);
  wash = bilateral(cv, wash, half[0], half[1], 4, 45, 9);
  wash = resizeRgb(cv, wash, half, [width, height]);
  wash = displace(cv, wash, width, height, 6 * scale);
  const blurred = withMats((track) => {
    const src = track(toMat(cv, wash, width, height, 3));
    const dst = track(new cv.Mat());
    const sigma = Math.max(1.5, 3 * scale);
    cv.GaussianBlur(src, dst, new cv.Size(0, 0), sigma, sigma, cv.BORDER_REFLECT);
    return fromMat(dst);
  });
  const washLuma = luminance(wash);
  const blurredLuma = luminance(blurred);
  const pooling = fractalNoise(cv, width, height, Math.max(16, 90 * scale), 3, 47);
  const grain = fractalNoise(cv, width, height, 2, 2, 53);
  const muted = saturate(wash, 0.9);
  const out = new Uint8Array(wash.length);
  for (let i = 0; i < width * height; i++) {
    // Wet edge: a wash's rim is darker than its middle, i.e. where the wash is darker than its blur.
    const rim = Math.max(0, blurredLuma[i]! - washLuma[i]!) / 255;
    const density = 0.78 + 0.12 * pooling[i]! + 0.05 * grain[i]! + 2.2 * rim;
    for (let c = 0; c < 3; c++) {
      // Transparent pigment over white paper: paint absorbs a share of the light, never adds any.
      const absorbed = (255 - muted[i * 3 + c]!) * density;
      out[i * 3 + c] = clampByte(252 - absorbed);
    }
  }
  return { ...raster, rgb: out };
}
