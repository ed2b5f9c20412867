/**
 * A light room reverb (Schroeder/Freeverb style) on the mix's send bus: four damped feedback combs shared
 * by both sides, then two all-passes per side with different lengths for width. It runs at a quarter of
 * the sample rate (the combs' damping leaves a room's tail little above 5 kHz anyway), a quarter the cost.
 */
const RATE = 4;
/** Freeverb's comb and all-pass lengths (samples at 44.1 kHz), at the reverb's own rate. */
const COMBS = [1116, 1188, 1277, 1356].map((n) => Math.round(n / RATE));
const ALLPASSES_LEFT: [number, number] = [Math.round(556 / RATE), Math.round(441 / RATE)];
const ALLPASSES_RIGHT: [number, number] = [Math.round(579 / RATE), Math.round(464 / RATE)];

/** Adds the reverb of the mono `send` to the stereo pair; `size` 0..1 sets the tail, `wet` the level. */
export function addReverb(
  send: Float32Array,
  left: Float32Array,
  right: Float32Array,
  size: number,
  wet: number,
): void {
  // The send averaged over groups of RATE samples: the reverb's input at its own rate.
  const frames = Math.floor(send.length / RATE);
  const input = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    const at = i * RATE;
    input[i] = 0.25 * (send[at]! + send[at + 1]! + send[at + 2]! + send[at + 3]!);
  }
  const combs = new Float32Array(frames);
  const feedback = 0.7 + 0.28 * size;
  const damp = 0.35;
  // The four combs in one pass (one read of the input, four ring buffers).
  const [l0, l1, l2, l3] = COMBS as [number, number, number, number];
  const b0 = new Float32Array(l0);
  const b1 = new Float32Array(l1);
  const b2 = new Float32Array(l2);
  const b3 = new Float32Array(l3);
  let i0 = 0;
  let i1 = 0;
  let i2 = 0;
  let i3 = 0;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  for (let i = 0; i < frames; i++) {
    const x = input[i]!;
    const y0 = b0[i0]!;
    const y1 = b1[i1]!;
    const y2 = b2[i2]!;
    const y3 = b3[i3]!;
    s0 = y0 + (s0 - y0) * damp;
    s1 = y1 + (s1 - y1) * damp;
    s2 = y2 + (s2 - y2) * damp;
    s3 = y3 + (s3 - y3) * damp;
    b0[i0] = x + s0 * feedback;
    b1[i1] = x + s1 * feedback;
    b2[i2] = x + s2 * feedback;
    b3[i3] = x + s3 * feedback;
    combs[i] = y0 + y1 + y2 + y3;
    if (++i0 === l0) i0 = 0;
    if (++i1 === l1) i1 = 0;
    if (++i2 === l2) i2 = 0;
    if (++i3 === l3) i3 = 0;
  }
  const gain = wet * 0.25;
  upsampleInto(allpasses(combs, ALLPASSES_LEFT), left, gain);
  upsampleInto(allpasses(combs, ALLPASSES_RIGHT), right, gain);
}

/** Two all-passes in series, in one pass. */
function allpasses(input: Float32Array, lengths: readonly [number, number]): Float32Array {
  const out = new Float32Array(input.length);
  const [la, lb] = lengths;
  const a = new Float32Array(la);
  const b = new Float32Array(lb);
  let ia = 0;
  let ib = 0;
  for (let i = 0; i < out.length; i++) {
    const x = input[i]!;
    const da = a[ia]!;
    a[ia] = x + da * 0.5;
    const y = da - x;
    const db = b[ib]!;
    b[ib] = y + db * 0.5;
    out[i] = db - y;
    if (++ia === la) ia = 0;
    if (++ib === lb) ib = 0;
  }
  return out;
}

/** Adds the reduced-rate signal to `out` at full rate, interpolating linearly (the last bit stays dry). */
function upsampleInto(reduced: Float32Array, out: Float32Array, gain: number): void {
  const last = reduced.length - 1;
  for (let j = 0; j < last; j++) {
    const a = reduced[j]! * gain;
    const step = (reduced[j + 1]! * gain - a) / RATE;
    const at = j * RATE;
    out[at]! += a;
    out[at + 1]! += a + step;
    out[at + 2]! += a + 2 * step;
    out[at + 3]! += a + 3 * step;
  }
}
