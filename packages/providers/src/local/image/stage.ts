import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { NoiseFunction2D } from 'simplex-noise';
import type { Palette } from './palette';
import type { ScenePlan } from './plan';
import type { Rng } from './random';

/** Everything a drawing step needs: the canvas, its size, the plan, the palette and seeded chance. */
export interface Stage {
  canvas: Canvas;
  ctx: SKRSContext2D;
  w: number;
  h: number;
  /** One unit of length: 1 at 1024 px on the short side, so details scale with the picture. */
  u: number;
  plan: ScenePlan;
  pal: Palette;
  rng: Rng;
  noise: NoiseFunction2D;
}

/** Fractal noise in [-1, 1] along x for a given row of a scene (row keeps layers independent). */
export function fbm1(noise: NoiseFunction2D, x: number, row: number, octaves = 4): number {
  let sum = 0;
  let amp = 0.5;
  let freq = 1;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    sum += amp * noise(x * freq, row * 17.3 + o * 5.1);
    norm += amp;
    amp *= 0.5;
    freq *= 2.1;
  }
  return sum / norm;
}
