import type { Rng } from '../random';
import { boxBlur, grainAndVignette, type Raster } from './raster';

/** Default "digital art": clean, a touch of contrast and a fine dither that hides gradient banding. */
export function finishDigital(img: Raster, rng: Rng): void {
  curve(img, 0.12, 1.08);
  grainAndVignette(img, rng, 3, 0.35);
}

/** "Photo": soft bloom around the lights, gentler colour, an S-curve and film grain. */
export function finishPhoto(img: Raster, rng: Rng): void {
  const { data, w, h, u } = img;
  const glow = boxBlur(data, w, h, 14 * u, 3);
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      const a = (data[i + c] as number) / 255;
      const b = (glow[i + c] as number) / 255;
      // Screen-blend the bright parts of the blur back in.
      const bloom = b * b * 0.45;
      data[i + c] = (1 - (1 - a) * (1 - bloom)) * 255;
    }
  }
  curve(img, 0.18, 0.9);
  grainAndVignette(img, rng, 7, 0.55);
}

/** Contrast as an S-curve (`contrast` 0–1) and saturation as a factor around each pixel's grey. */
export function curve(img: Raster, contrast: number, saturation: number): void {
  const { data } = img;
  const lut = new Uint8ClampedArray(256);
  for (let v = 0; v < 256; v++) {
    const x = v / 255;
    const s = x * x * (3 - 2 * x);
    lut[v] = (x + (s - x) * contrast) * 255;
  }
  for (let i = 0; i < data.length; i += 4) {
    const r = lut[data[i] as number] as number;
    const g = lut[data[i + 1] as number] as number;
    const b = lut[data[i + 2] as number] as number;
    const grey = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    data[i] = grey + (r - grey) * saturation;
    data[i + 1] = grey + (g - grey) * saturation;
    data[i + 2] = grey + (b - grey) * saturation;
  }
}
