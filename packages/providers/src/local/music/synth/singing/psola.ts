/**
 * TD-PSOLA (time-domain pitch-synchronous overlap-add): a voiced stretch of speech is cut into grains two
 * pitch periods long, centred on its pitch marks (one a glottal cycle), and laid down again at the spacing
 * of the new pitch, each grain taken from where the output has reached in the (stretched) source. The
 * grains keep their spectral envelope, so the vowel's formants stay where the speaker put them while the
 * pitch follows the note: a sung vowel, not a sped-up tape.
 */

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

/** Pitch marks through `x[from, to)`: a cycle's largest peak, then one period on, refined to the local peak. */
export function pitchMarks(x: Float32Array, from: number, to: number, period: number): number[] {
  const marks: number[] = [];
  const peakIn = (a: number, b: number) => {
    let at = a;
    for (let i = a; i < b; i++) if (Math.abs(x[i]!) > Math.abs(x[at]!)) at = i;
    return at;
  };
  let mark = peakIn(from, Math.min(to, from + period));
  const slack = Math.floor(period / 4);
  while (mark < to) {
    marks.push(mark);
    const guess = mark + period;
    if (guess >= to) break;
    mark = peakIn(Math.max(mark + 1, guess - slack), Math.min(to, guess + slack + 1));
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
}

/**
 * Adds the voiced stretch `x[from, to)` (pitch marks `marks`, period `period`) to `out`, stretched or
 * squeezed to `target.length` and at `target.pitchAt`.
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
  const span = Math.max(1, to - from);
  const window = hann(2 * period + 1);
  let t = 0;
  let markIndex = 0;
  while (t < target.length) {
    // The source place the output has reached, and the pitch mark nearest to it.
    const source = from + (t / target.length) * span;
    while (
      markIndex + 1 < marks.length &&
      Math.abs(marks[markIndex + 1]! - source) < Math.abs(marks[markIndex]! - source)
    )
      markIndex += 1;
    const centre = marks[markIndex]!;
    const at = target.start + Math.round(t);
    for (let k = -period; k <= period; k++) {
      const i = centre + k;
      const o = at + k;
      if (i < 0 || i >= x.length || o < 0 || o >= out.length) continue;
      out[o]! += x[i]! * window[k + period]! * target.gain;
    }
    t += rate / target.pitchAt(t);
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
