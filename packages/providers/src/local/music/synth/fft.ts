/**
 * An in-place radix-2 FFT for the meters (onsets.ts). Small enough to keep here rather than add a dependency
 * for one caller; its twiddles and bit-reversal order are built once per size.
 */

interface Plan {
  cos: Float64Array;
  sin: Float64Array;
  reversed: Uint32Array;
}

const plans = new Map<number, Plan>();

function planFor(size: number): Plan {
  let plan = plans.get(size);
  if (plan) return plan;
  if (size < 2 || (size & (size - 1)) !== 0) throw new Error(`FFT size ${size} is not a power of two.`);
  const bits = Math.log2(size);
  const reversed = new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    reversed[i] = r;
  }
  const half = size / 2;
  const cos = Float64Array.from({ length: half }, (_, k) => Math.cos((2 * Math.PI * k) / size));
  const sin = Float64Array.from({ length: half }, (_, k) => -Math.sin((2 * Math.PI * k) / size));
  plan = { cos, sin, reversed };
  plans.set(size, plan);
  return plan;
}

/** The forward DFT of (re, im), in place; both arrays are one power-of-two length. */
export function fft(re: Float64Array, im: Float64Array): void {
  const size = re.length;
  const { cos, sin, reversed } = planFor(size);
  for (let i = 0; i < size; i++) {
    const j = reversed[i]!;
    if (j <= i) continue;
    const r = re[i]!;
    re[i] = re[j]!;
    re[j] = r;
    const m = im[i]!;
    im[i] = im[j]!;
    im[j] = m;
  }
  for (let span = 2; span <= size; span *= 2) {
    const half = span / 2;
    const step = size / span;
    // Twiddle outside, blocks inside: each twiddle is read once per stage.
    for (let k = 0; k < half; k++) {
      const wr = cos[k * step]!;
      const wi = sin[k * step]!;
      for (let a = k; a < size; a += span) {
        const b = a + half;
        const br = re[b]!;
        const bi = im[b]!;
        const tr = br * wr - bi * wi;
        const ti = br * wi + bi * wr;
        const ar = re[a]!;
        const ai = im[a]!;
        re[b] = ar - tr;
        im[b] = ai - ti;
        re[a] = ar + tr;
        im[a] = ai + ti;
      }
    }
  }
}
