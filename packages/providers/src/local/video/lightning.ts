/**
 * Lightning for a storm: a few flashes at seeded moments, each a bright double flicker that fades over a
 * fifth of a second, as extra exposure for the frames it falls on.
 */
import { createRng } from '../image/random';

export interface Lightning {
  /** When each flash starts, in seconds. */
  strikes: number[];
}

/** Whether the prompt's weather is a thunderstorm. */
export const stormy = (prompt: string) => /\b(?:storm\w*|thunder\w*|lightning)\b/i.test(prompt);

/** About one flash every four seconds, none in the first half second, never two within a second. */
export function lightning(durationSeconds: number, seed: number): Lightning {
  const rng = createRng(seed);
  const strikes: number[] = [];
  for (let t = rng.range(0.5, 2.5); t < durationSeconds - 0.3; t += rng.range(2.5, 5.5)) strikes.push(t);
  return { strikes };
}

/** Extra exposure at a moment: 0 between flashes, up to 0.6 at the peak of one. */
export function flashAt(field: Lightning, seconds: number): number {
  let extra = 0;
  for (const start of field.strikes) {
    const t = seconds - start;
    if (t < 0 || t > 0.3) continue;
    // A first flicker, a dip, the main flash, then its fade.
    const shape = t < 0.04 ? 0.6 : t < 0.08 ? 0.15 : Math.exp(-(t - 0.08) / 0.06);
    extra = Math.max(extra, 0.6 * shape);
  }
  return extra;
}
