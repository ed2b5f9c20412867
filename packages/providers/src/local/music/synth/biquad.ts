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

/** A biquad that keeps its state between calls: audio rendered in pieces (the live stream's bars) stays continuous. */
export class BiquadState {
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;

  /** Filters `buffer` in place with `coefficients`, continuing from the previous call. */
  run(buffer: Float32Array, { b0, b1, b2, a1, a2 }: Biquad): void {
    let { x1, x2, y1, y2 } = this;
    for (let i = 0; i < buffer.length; i++) {
      const x = buffer[i]!;
      const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      x2 = x1;
      x1 = x;
      y2 = y1;
      y1 = y;
      buffer[i] = y;
    }
    this.x1 = x1;
    this.x2 = x2;
    this.y1 = y1;
    this.y2 = y2;
  }
}
