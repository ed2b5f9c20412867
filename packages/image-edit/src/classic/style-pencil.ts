/**
 * Pencil: the classic "colour dodge" sketch (grey divided by a blurred negative of itself, which leaves paper
 * white everywhere except where brightness changes: the outlines), deepened, then graphite hatching laid
 * into the darker areas (short 45° strokes of random pressure) on slightly grainy warm paper.
 */
import { toGrey } from './filters';
import type { OpenCv } from './libs';
import { fractalNoise, seededRandom } from './noise';
import { clampByte, fromMat, toMat, withMats, type Raster } from './raster';

const PAPER: [number, number, number] = [250, 247, 240];

/**
 * Parallel 45° pencil strokes in about [-1, 1]: every diagonal line of pixels is cut into segments of
 * `strokeLength` (offset per line so the ends do not align), each segment with its own random pressure.
 */
function hatchingTexture(width: number, height: number, strokeLength: number): Float32Array {
  const random = seededRandom(11);
  const lines = width + height;
  const offsets = Float32Array.from({ length: lines }, () => random() * strokeLength);
  const segments = Math.ceil((width + height) / strokeLength) + 2;
  const pressure = Float32Array.from({ length: lines * segments }, () => random() * 2 - 1);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const line = x + y;
      const segment = Math.floor((x - y + height + offsets[line]!) / strokeLength);
      out[y * width + x] = pressure[line * segments + segment]!;
    }
  }
  return out;
}

export function pencil(cv: OpenCv, raster: Raster): Raster {
  const { width, height } = raster;
  const scale = Math.min(width, height) / 1024;
  const grey = toGrey(cv, raster.rgb, width, height);
  const blurredNegative = withMats((track) => {
    const negative = track(
      toMat(
        cv,
        grey.map((v) => 255 - v),
        width,
        height,
        1,
      ),
    );
    const blurred = track(new cv.Mat());
    const sigma = Math.max(2, 7 * scale);
    cv.GaussianBlur(negative, blurred, new cv.Size(0, 0), sigma, sigma, cv.BORDER_REFLECT);
    return fromMat(blurred);
  });
  const hatching = hatchingTexture(width, height, Math.max(6, Math.round(24 * scale)));
  const grain = fractalNoise(cv, width, height, 3, 2, 5);
  const out = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const dodge = Math.min(1, grey[i]! / Math.max(1, 255 - blurredNegative[i]!));
    const line = dodge ** 2.2; // deepen the outlines
    // Hatching only where the picture is dark, stronger the darker; paper stays clean in the light.
    const shade = 1 - grey[i]! / 255;
    const hatch = 1 - 1.1 * Math.max(0, shade - 0.35) * (0.55 + 0.45 * hatching[i]!);
    const tone = Math.max(0, Math.min(1, line * hatch + 0.03 * grain[i]!));
    for (let c = 0; c < 3; c++) out[i * 3 + c] = clampByte(PAPER[c]! * tone + 30 * (1 - tone));
  }
  return { ...raster, rgb: out };
}
