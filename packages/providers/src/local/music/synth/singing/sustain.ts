/**
 * Where in the spoken vowel a sung note reads its grains (psola.ts), moment by moment. A note longer than
 * the spoken vowel is not the vowel in slow motion, each glottal cycle repeated a dozen times over (a
 * buzz, one grain looped): a singer glides into the vowel as fast as speech does, holds it, and leaves it
 * for the coda as fast again. So the reading runs at the speaking pace through the vowel's start, then
 * wanders back and forth (at that pace, turning at seeded random places) through the vowel's loudest
 * stretch, its nucleus, for as long as the note holds, and then runs on to the end. Consecutive
 * grains are then always other cycles of the voice, as they are in a held note. A note no longer than the
 * spoken vowel squeezes it evenly, as plain PSOLA does.
 */

/** A linear stretch of the path: from output time t0 to t1 (samples), the source moves from p0 to p1. */
interface Leg {
  t0: number;
  t1: number;
  p0: number;
  p1: number;
}

/** The nucleus is this share of the vowel's cycles (at least MIN_CYCLES), where they are loudest. */
const NUCLEUS_SHARE = 0.4;
const MIN_CYCLES = 6;
/** Each swing back covers 30–100 % of the nucleus, so the wandering has no period to hear. */
const SWING = { least: 0.3, most: 1 };

/**
 * The source position (samples in `x`) for each output time (samples from the note's sung start) of a voiced
 * stretch `[from, to)` with pitch marks `marks` sung for `length` samples. Call it with non-decreasing times.
 */
export function sourcePath(
  x: Float32Array,
  from: number,
  to: number,
  marks: readonly number[],
  period: number,
  length: number,
  random: () => number,
): (t: number) => number {
  const span = Math.max(1, to - from);
  if (length <= span || marks.length < MIN_CYCLES) return (t) => from + (t / length) * span;
  const { start, end } = nucleus(x, marks, period);
  const hold = end - start;
  // Speaking pace into the nucleus and out of it; what is left of the note is held in it.
  const into = start - from;
  const heldFor = length - into - (to - end);
  const legs: Leg[] = [{ t0: 0, t1: into, p0: from, p1: start }];
  let t = into;
  let at = start;
  const swing = (t1: number, p1: number) => {
    legs.push({ t0: t, t1, p0: at, p1 });
    t = t1;
    at = p1;
  };
  // Forward legs to random turning points and swings back, each at the speaking pace, until the time
  // left is what the last forward leg to the nucleus's end takes.
  let back = (heldFor - hold) / 2;
  while (back > period) {
    const size = Math.min(back, hold * (SWING.least + (SWING.most - SWING.least) * random()));
    const turn = Math.max(at, start + size) + random() * (end - Math.max(at, start + size));
    swing(t + (turn - at), turn);
    swing(t + size, turn - size);
    back -= size;
  }
  // The last leg takes the time left: at most two periods more than the speaking pace would.
  swing(into + heldFor, end);
  legs.push({ t0: t, t1: length, p0: end, p1: to });
  let leg = 0;
  return (time) => {
    if (time < legs[leg]!.t0) leg = 0;
    while (leg + 1 < legs.length && time >= legs[leg]!.t1) leg += 1;
    const { t0, t1, p0, p1 } = legs[leg]!;
    return t1 > t0 ? p0 + ((Math.min(time, t1) - t0) / (t1 - t0)) * (p1 - p0) : p1;
  };
}

/** The loudest run of NUCLEUS_SHARE of the marks (the vowel, not the nasal or liquid around it). */
function nucleus(x: Float32Array, marks: readonly number[], period: number): { start: number; end: number } {
  const count = Math.min(marks.length, Math.max(MIN_CYCLES, Math.round(NUCLEUS_SHARE * marks.length)));
  const half = Math.floor(period / 2);
  const energy = marks.map((m) => {
    let e = 0;
    for (let i = Math.max(0, m - half); i < Math.min(x.length, m + half); i++) e += x[i]! * x[i]!;
    return e;
  });
  let sum = energy.slice(0, count).reduce((a, b) => a + b, 0);
  let best = { sum, first: 0 };
  for (let first = 1; first + count <= marks.length; first++) {
    sum += energy[first + count - 1]! - energy[first - 1]!;
    if (sum > best.sum) best = { sum, first };
  }
  return { start: marks[best.first]!, end: marks[best.first + count - 1]! };
}
