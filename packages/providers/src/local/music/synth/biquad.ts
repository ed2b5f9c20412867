/** A biquad's coefficients, normalised (a0 = 1). */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * Runs a biquad (direct form I) over `input` into `output`, which may be `input` itself to filter in place
 * (each sample is read before it is written).
 */
export function runBiquad(
  input: Float32Array,
  { b0, b1, b2, a1, a2 }: Biquad,
  output: Float32Array = new Float32Array(input.length),
): Float32Array {
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < input.length; i++) {
    const x = input[i]!;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    output[i] = y;
  }
  return output;
}
