/**
 * Mastering: bring the mix to −14 LUFS integrated loudness (what streaming services play at), limit its
 * peaks with a smooth look-ahead gain that never lets a sample past the ceiling, fade in and out, and keep
 * the true peak at −1 dBTP or under. The limiter takes loudness away as it works, so the gain is found in a
 * few passes (measure, correct). It works on the whole piece at once (offline), which is what makes a
 * click-free limiter with a guarantee this simple, and it works out the limiter's gain per block of 32
 * samples, so each pass is three passes over the audio.
 */
import { integratedLoudness, truePeak } from './lufs';
import { SAMPLE_RATE } from './wavetable';

/** Integrated loudness of the master (LUFS), met within ±0.3 LU unless the limiter cannot get there. */
export const TARGET_LUFS = -14;
/** Highest true peak of the master (dBTP), so an MP3 decoder's overshoot stays below full scale. */
export const MAX_TRUE_PEAK_DB = -1;
/** No sample leaves the limiter louder than this (−1.5 dBFS: the true peak between samples sits higher). */
export const CEILING = 10 ** (-1.5 / 20);
const MAX_GAIN = 30;
const PASSES = 4;
const BLOCK = 32;
/** Half-width (blocks) of the limiter's look-ahead window: about 3.6 ms. */
const LOOKAHEAD = 5;
/** The limiter's gain recovers at most by this much a block (from full reduction in about 0.15 s). */
const RELEASE_STEP = BLOCK / (0.15 * SAMPLE_RATE);

export interface MasterOptions {
  fadeIn: number;
  fadeOut: number;
}

export function master(left: Float32Array, right: Float32Array, options: MasterOptions): void {
  const dryLeft = left.slice();
  const dryRight = right.slice();
  const before = integratedLoudness(left, right);
  if (!Number.isFinite(before)) return apply(left, right, 1, limiterGains(left, right, 1), options);
  let gain = Math.min(MAX_GAIN, 10 ** ((TARGET_LUFS - before) / 20));
  for (let pass = 0; pass < PASSES; pass++) {
    if (pass > 0) {
      left.set(dryLeft);
      right.set(dryRight);
    }
    apply(left, right, gain, limiterGains(left, right, gain), options);
    const miss = TARGET_LUFS - integratedLoudness(left, right);
    if (Math.abs(miss) < 0.3 || gain >= MAX_GAIN) break;
    gain = Math.min(MAX_GAIN, gain * 10 ** (miss / 20));
  }
  // The ceiling is on samples; between them the wave can rise a little higher.
  const over = truePeak(left, right) - MAX_TRUE_PEAK_DB;
  if (over > 0) {
    const trim = 10 ** (-(over + 0.05) / 20);
    for (let i = 0; i < left.length; i++) {
      left[i]! *= trim;
      right[i]! *= trim;
    }
  }
}

/** RMS over the 50 ms blocks that are not near-silent, so a quiet intro or tail does not pump the rest. */
export function loudness(left: Float32Array, right: Float32Array = left): number {
  const block = Math.round(0.05 * SAMPLE_RATE);
  const energies: number[] = [];
  for (let start = 0; start < left.length; start += block) {
    const stop = Math.min(left.length, start + block);
    let sum = 0;
    for (let i = start; i < stop; i++) sum += left[i]! * left[i]!;
    if (right !== left) for (let i = start; i < stop; i++) sum += right[i]! * right[i]!;
    energies.push(sum / ((right === left ? 1 : 2) * (stop - start)));
  }
  const peak = Math.max(...energies, 0);
  const gate = peak * 1e-3;
  let sum = 0;
  let count = 0;
  for (const e of energies) {
    if (e > gate) {
      sum += e;
      count += 1;
    }
  }
  return count === 0 ? 0 : Math.sqrt(sum / count);
}

/**
 * The limiter's gain per block: each block's need (ceiling / its peak after `gain`), the minimum of that
 * over ±LOOKAHEAD blocks, the mean of those minima over ±LOOKAHEAD (every term of the mean is at most the
 * centre's need, so the mean is too, and the ramp into a peak starts early instead of clicking), then a
 * slower release. `need` is returned too: per sample the gain is interpolated and never above it.
 */
function limiterGains(
  left: Float32Array,
  right: Float32Array,
  gain: number,
): { gains: Float32Array; need: Float32Array } {
  const n = left.length;
  const blocks = Math.ceil(n / BLOCK);
  const need = new Float32Array(blocks);
  for (let b = 0; b < blocks; b++) {
    let peak = 0;
    const stop = Math.min(n, (b + 1) * BLOCK);
    for (let i = b * BLOCK; i < stop; i++) {
      const l = Math.abs(left[i]!);
      const r = Math.abs(right[i]!);
      if (l > peak) peak = l;
      if (r > peak) peak = r;
    }
    peak *= gain;
    need[b] = peak > CEILING ? CEILING / peak : 1;
  }
  const held = new Float32Array(blocks);
  for (let b = 0; b < blocks; b++) {
    let m = 1;
    for (let j = Math.max(0, b - LOOKAHEAD); j <= Math.min(blocks - 1, b + LOOKAHEAD); j++)
      m = Math.min(m, need[j]!);
    held[b] = m;
  }
  const gains = new Float32Array(blocks);
  const width = 2 * LOOKAHEAD + 1;
  let previous = 1;
  for (let b = 0; b < blocks; b++) {
    let sum = 0;
    // Outside the piece the gain counts as 1.
    for (let j = b - LOOKAHEAD; j <= b + LOOKAHEAD; j++) sum += j >= 0 && j < blocks ? held[j]! : 1;
    previous = Math.min(sum / width, need[b]!, previous + RELEASE_STEP);
    gains[b] = previous;
  }
  return { gains, need };
}

/** One pass: loudness gain × the limiter's gain (interpolated between blocks) × the fades, then the ceiling. */
function apply(
  left: Float32Array,
  right: Float32Array,
  gain: number,
  limiter: { gains: Float32Array; need: Float32Array },
  { fadeIn, fadeOut }: MasterOptions,
): void {
  const n = left.length;
  const { gains, need } = limiter;
  const inN = Math.min(n, Math.round(fadeIn * SAMPLE_RATE));
  const outN = Math.min(n, Math.round(fadeOut * SAMPLE_RATE));
  const outStart = n - outN;
  for (let b = 0; b < gains.length; b++) {
    // From this block's gain to the next one's across the block, never above what the block needs.
    const from = gains[b]!;
    const step = ((b + 1 < gains.length ? gains[b + 1]! : from) - from) / BLOCK;
    const cap = need[b]!;
    const stop = Math.min(n, (b + 1) * BLOCK);
    for (let i = b * BLOCK, k = 0; i < stop; i++, k++) {
      let g = from + step * k;
      if (g > cap) g = cap;
      g *= gain;
      if (i < inN) g *= i / inN;
      // A raised cosine that reaches exactly 0 on the last sample.
      if (i >= outStart) g *= 0.5 + 0.5 * Math.cos((Math.PI * (i - outStart + 1)) / outN);
      let l = left[i]! * g;
      let r = right[i]! * g;
      // Rounding cannot matter here, but the ceiling is a promise.
      if (l > CEILING) l = CEILING;
      else if (l < -CEILING) l = -CEILING;
      if (r > CEILING) r = CEILING;
      else if (r < -CEILING) r = -CEILING;
      left[i] = l;
      right[i] = r;
    }
  }
}
