/**
 * TD-PSOLA (time-domain pitch-synchronous overlap-add): a voiced stretch of speech is cut into grains two
 * pitch periods long, centred on its pitch marks (one a glottal cycle), and laid down again at the spacing
 * of the new pitch, each grain taken from where the output has reached in the (stretched) source. The
 * grains keep their spectral envelope, so the vowel's formants stay where the speaker put them while the
 * pitch follows the note: a sung vowel, not a sped-up tape.
 */
import { mulberry32 } from '../../../mulberry32';
import { sourcePath } from './sustain';

/** The pitch period (samples) of `x[from, to)` by autocorrelation, between `minHz` and `maxHz`. */
export function estimatePeriod(
  x: Float32Array,
  from: number,
  to: number,
  rate: number,
  minHz = 70,
  maxHz = 500,
): number {
  const shortest = Math.floor(rate / maxHz);
  const longest = Math.min(Math.ceil(rate / minHz), Math.floor((to - from) / 2));
  let best = shortest;
  let bestScore = -Infinity;
  // Normalised autocorrelation on a decimated grid of lags would miss the peak; the lags are few (~500).
  for (let lag = shortest; lag <= longest; lag++) {
    let sum = 0;
    let e1 = 0;
    let e2 = 0;
    for (let i = from; i + lag < to; i += 2) {
      sum += x[i]! * x[i + lag]!;
      e1 += x[i]! * x[i]!;
      e2 += x[i + lag]! * x[i + lag]!;
    }
    const score = sum / Math.sqrt(e1 * e2 + 1e-12);
    // A small bias to shorter lags keeps octave errors (twice the period) away.
    if (score > bestScore * 1.02 || (score > bestScore && lag < best)) {
      bestScore = score;
      best = lag;
    }
  }
  return best;
}

/**
 * Pitch marks through `x[from, to)`: a cycle's largest peak, then each one period on, where the cycle there
 * matches the cycle before best. Marks must fall at the same place in each cycle, or grains from two of
 * them overlap out of phase: a cycle often has two peaks nearly as high, and picking the higher one each
 * time jumped between them.
 */
export function pitchMarks(x: Float32Array, from: number, to: number, period: number): number[] {
  const marks: number[] = [];
  let mark = from;
  for (let i = from; i < Math.min(to, from + period); i++) if (Math.abs(x[i]!) > Math.abs(x[mark]!)) mark = i;
  const slack = Math.floor(period / 4);
  const half = Math.floor(period / 2);
  const match = (a: number, b: number, step: number) => {
    let sum = 0;
    let energy = 1e-12;
    const first = Math.max(-half, -a, -b);
    const last = Math.min(half, x.length - 1 - a, x.length - 1 - b);
    for (let k = first; k <= last; k += step) {
      const v = x[b + k]!;
      sum += x[a + k]! * v;
      energy += v * v;
    }
    return sum / Math.sqrt(energy);
  };
  // The best of `lags` from `lo` to `hi` in steps of `step`, matched on every `every`th sample.
  const bestLag = (mark: number, lo: number, hi: number, step: number, every: number) => {
    let best = -Infinity;
    let at = lo;
    for (let lag = lo; lag <= hi; lag += step) {
      const score = match(mark, lag, every);
      if (score > best) {
        best = score;
        at = lag;
      }
    }
    return at;
  };
  while (mark < to) {
    marks.push(mark);
    const guess = mark + period;
    if (guess >= to) break;
    const lo = Math.max(mark + 1, guess - slack);
    const hi = Math.min(to - 1, guess + slack);
    // Coarse (every 4th lag, on every 4th sample), then the lags around the best, finer: a sixth of the cost
    // of trying every lag, and the cycles' shapes are smooth at that scale.
    const coarse = bestLag(mark, lo, hi, 4, 4);
    mark = bestLag(mark, Math.max(lo, coarse - 3), Math.min(hi, coarse + 3), 1, 2);
  }
  return marks;
}

export interface PsolaTarget {
  /** Where in `out` the result starts, and how long it lasts. */
  start: number;
  length: number;
  /** The wanted pitch (Hz) at an output sample (from the result's start). */
  pitchAt: (t: number) => number;
  gain: number;
  /** Seeds the wandering through a held vowel and the voice's jitter, so a render is repeatable. */
  seed?: number;
}

/**
 * A voice is never exactly periodic: each cycle's length and loudness wander a little (jitter and shimmer,
 * well under 1 % and about 0.3 dB in a healthy voice) and the pitch drifts slowly by a few cents. Without
 * them a held note sounds like a machine however the grains are chosen.
 */
const JITTER = 0.004;
const SHIMMER = 0.04;
const DRIFT_CENTS = 6;

/**
 * Adds the voiced stretch `x[from, to)` (pitch marks `marks`, period `period`) to `out`, stretched or
 * squeezed to `target.length` and at `target.pitchAt`. Each output cycle is a crossfade of the two source
 * grains either side of the place sustain.ts reads at that moment, so the reading glides between cycles.
 */
export function psola(
  x: Float32Array,
  from: number,
  to: number,
  marks: readonly number[],
  period: number,
  out: Float32Array,
  target: PsolaTarget,
  rate: number,
): void {
  if (marks.length === 0 || target.length <= 0) return;
  const random = mulberry32(target.seed ?? 1);
  const sourceAt = sourcePath(x, from, to, marks, period, target.length, random);
  const window = hann(2 * period + 1);
  const addGrain = (centre: number, at: number, gain: number) => {
    for (let k = -period; k <= period; k++) {
      const i = centre + k;
      const o = at + k;
      if (i < 0 || i >= x.length || o < 0 || o >= out.length) continue;
      out[o]! += x[i]! * window[k + period]! * gain;
    }
  };
  // The slow drift: a random walk pulled back to the pitch, in cents.
  let drift = 0;
  let t = 0;
  let mark = 0;
  while (t < target.length) {
    const source = sourceAt(t);
    // The marks either side of the source place (the reading moves both ways).
    while (mark > 0 && marks[mark]! > source) mark -= 1;
    while (mark + 1 < marks.length && marks[mark + 1]! <= source) mark += 1;
    const at = target.start + Math.round(t);
    const gain = target.gain * (1 + SHIMMER * (random() * 2 - 1));
    const next = marks[mark + 1];
    const blend =
      next === undefined ? 0 : Math.min(1, Math.max(0, (source - marks[mark]!) / (next - marks[mark]!)));
    if (blend < 0.95) addGrain(marks[mark]!, at, gain * (1 - blend));
    if (next !== undefined && blend > 0.05) addGrain(next, at, gain * blend);
    drift = 0.98 * drift + 0.2 * DRIFT_CENTS * (random() * 2 - 1);
    const wander = 2 ** (drift / 1200) * (1 + JITTER * (random() * 2 - 1));
    t += rate / (target.pitchAt(t) * wander);
  }
}

const hanns = new Map<number, Float32Array>();
function hann(size: number): Float32Array {
  let w = hanns.get(size);
  if (!w) {
    w = Float32Array.from({ length: size }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / size));
    hanns.set(size, w);
  }
  return w;
}
