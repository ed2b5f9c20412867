/**
 * A meter of how mechanical a held sung note is, for the tests and the music-quality bench: the share of its
 * consecutive glottal cycles that are copies of each other. A voice never repeats a cycle exactly; a PSOLA
 * that stretches a note by laying one grain down again and again does, and that is the buzz a listener hears.
 */
import { pitchMarks } from './psola';

/** Two cycles this alike (normalised correlation, at their best alignment within ±3 samples) are copies. */
const COPY = 0.9998;

export interface CycleCopies {
  /** Consecutive cycle pairs looked at, and the share of them that are copies. */
  pairs: number;
  share: number;
}

/** The cycles of `x[from, to)`, sung at about `hz`, that copy the cycle before them. */
export function cycleCopies(
  x: Float32Array,
  from: number,
  to: number,
  hz: number,
  rate: number,
): CycleCopies {
  const period = Math.round(rate / hz);
  const half = Math.floor(period / 2);
  const marks = pitchMarks(x, from, to, period).filter((m) => m - half - 3 >= 0 && m + half + 3 < x.length);
  let copies = 0;
  for (let i = 1; i < marks.length; i++) {
    let best = -1;
    for (let lag = -3; lag <= 3; lag++) {
      let xy = 0;
      let xx = 0;
      let yy = 0;
      for (let k = -half; k < half; k++) {
        const a = x[marks[i - 1]! + k]!;
        const b = x[marks[i]! + lag + k]!;
        xy += a * b;
        xx += a * a;
        yy += b * b;
      }
      best = Math.max(best, xy / Math.sqrt(xx * yy + 1e-20));
    }
    if (best > COPY) copies += 1;
  }
  const pairs = Math.max(0, marks.length - 1);
  return { pairs, share: pairs === 0 ? 0 : copies / pairs };
}
