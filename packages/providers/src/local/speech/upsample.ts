/**
 * Doubles the sample rate (22.05 → 44.1 kHz) with a half-band windowed-sinc interpolator: the original
 * samples stay, and each new sample between two is a 32-tap Blackman-windowed sinc of its neighbours.
 * Written out rather than taken from libsamplerate (WASM), whose sinc converter took about 180 ms for 12 s
 * of speech here against about 30 ms for this fixed ratio, with the same result for speech.
 */
const HALF = 16; // taps on each side

/** The interpolation taps for the point halfway between input samples i and i + 1 (offsets -15 … 16). */
const TAPS: Float32Array = (() => {
  const taps = new Float32Array(2 * HALF);
  for (let j = 0; j < taps.length; j++) {
    const t = j - HALF + 0.5; // distance from the new sample, in input samples
    const window = 0.42 + 0.5 * Math.cos((Math.PI * t) / HALF) + 0.08 * Math.cos((2 * Math.PI * t) / HALF);
    taps[j] = (Math.sin(Math.PI * t) / (Math.PI * t)) * window;
  }
  const sum = taps.reduce((a, b) => a + b, 0);
  return taps.map((tap) => tap / sum); // unity gain at 0 Hz
})();

/** The signal at twice the sample rate: 2 × length samples. */
export function upsample2x(input: Float32Array): Float32Array {
  const n = input.length;
  const out = new Float32Array(n * 2);
  for (let i = 0; i < n; i++) {
    out[2 * i] = input[i]!;
    let acc = 0;
    const first = i - HALF + 1;
    if (first >= 0 && first + 2 * HALF <= n) {
      for (let j = 0; j < 2 * HALF; j++) acc += input[first + j]! * TAPS[j]!;
    } else {
      // Near the ends: the signal is taken as silent outside.
      for (let j = 0; j < 2 * HALF; j++) {
        const at = first + j;
        if (at >= 0 && at < n) acc += input[at]! * TAPS[j]!;
      }
    }
    out[2 * i + 1] = acc;
  }
  return out;
}
