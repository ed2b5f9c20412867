/**
 * Seeded randomness for the textures the tools add (outpaint's far field, paper grain, brush jitter), so the
 * same input always gives the same output.
 */
import type { OpenCv } from './libs';
import { withMats } from './raster';

/** mulberry32: a small, fast, well-distributed 32-bit PRNG; returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Smooth fractal noise in about [-1, 1]: random lattices every `wavelength`, `wavelength/2`, … pixels,
 * bicubically enlarged and summed with halving weights.
 */
export function fractalNoise(
  cv: OpenCv,
  width: number,
  height: number,
  wavelength: number,
  octaves: number,
  seed: number,
): Float32Array {
  const random = seededRandom(seed);
  const out = new Float32Array(width * height);
  let amplitude = 1;
  let total = 0;
  for (let octave = 0; octave < octaves; octave++) {
    const step = Math.max(2, wavelength / 2 ** octave);
    const cols = Math.ceil(width / step) + 2;
    const rows = Math.ceil(height / step) + 2;
    withMats((track) => {
      const lattice = track(new cv.Mat(rows, cols, cv.CV_32F));
      for (let i = 0; i < rows * cols; i++) lattice.data32F[i] = random() * 2 - 1;
      const big = track(new cv.Mat());
      cv.resize(
        lattice,
        big,
        new cv.Size(Math.round(cols * step), Math.round(rows * step)),
        0,
        0,
        cv.INTER_CUBIC,
      );
      const bigWidth = big.cols;
      const values = big.data32F;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) out[y * width + x]! += amplitude * values[y * bigWidth + x]!;
      }
    });
    total += amplitude;
    amplitude /= 2;
  }
  for (let i = 0; i < out.length; i++) out[i]! /= total;
  return out;
}
