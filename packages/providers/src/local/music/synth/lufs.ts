/**
 * Loudness as streaming services measure it (ITU-R BS.1770-4 / EBU R128): integrated loudness in LUFS
 * (K-weighted, gated mean power over 400 ms blocks), and the true peak in dBTP (the peak of the signal
 * 4× oversampled, which catches the overs between samples that a DAC or an MP3 decoder would make).
 */
import { runBiquad, type Biquad } from './biquad';
import { SAMPLE_RATE } from './wavetable';

/** The K-weighting at a sample rate: a high shelf (+4 dB above ~1.5 kHz) then a high-pass (~38 Hz). */
function kWeighting(rate: number): [Biquad, Biquad] {
  // The filters' analogue prototypes (BS.1770 gives coefficients at 48 kHz; these give the same there).
  let K = Math.tan((Math.PI * 1681.974450955533) / rate);
  const Vh = 10 ** (3.999843853973347 / 20);
  const Vb = Vh ** 0.4996667741545416;
  let Q = 0.7071752369554196;
  const a0 = 1 + K / Q + K * K;
  const shelf = {
    b0: (Vh + (Vb * K) / Q + K * K) / a0,
    b1: (2 * (K * K - Vh)) / a0,
    b2: (Vh - (Vb * K) / Q + K * K) / a0,
    a1: (2 * (K * K - 1)) / a0,
    a2: (1 - K / Q + K * K) / a0,
  };
  K = Math.tan((Math.PI * 38.13547087602444) / rate);
  Q = 0.5003270373238773;
  const d = 1 + K / Q + K * K;
  const highPass = { b0: 1, b1: -2, b2: 1, a1: (2 * (K * K - 1)) / d, a2: (1 - K / Q + K * K) / d };
  return [shelf, highPass];
}

/** Integrated loudness (LUFS) of a stereo (or mono) signal; −Infinity for silence. */
export function integratedLoudness(
  left: Float32Array,
  right?: Float32Array,
  rate: number = SAMPLE_RATE,
): number {
  const [shelf, highPass] = kWeighting(rate);
  const channels = (right ? [left, right] : [left]).map((c) => runBiquad(runBiquad(c, shelf), highPass));
  // Mean square per 100 ms step; a 400 ms block is four steps (75% overlap).
  const step = Math.round(0.1 * rate);
  const steps = Math.floor(left.length / step);
  const power = new Float64Array(steps);
  for (const channel of channels) {
    for (let s = 0; s < steps; s++) {
      let sum = 0;
      for (let i = s * step; i < (s + 1) * step; i++) sum += channel[i]! * channel[i]!;
      power[s]! += sum / step;
    }
  }
  const blocks: number[] = [];
  for (let s = 0; s + 4 <= steps; s++)
    blocks.push((power[s]! + power[s + 1]! + power[s + 2]! + power[s + 3]!) / 4);
  const lufs = (p: number) => -0.691 + 10 * Math.log10(p);
  const mean = (ps: number[]) => ps.reduce((a, b) => a + b, 0) / ps.length;
  // Absolute gate at −70 LUFS, then a relative gate 10 LU under the mean of what passed.
  const audible = blocks.filter((p) => lufs(p) > -70);
  if (audible.length === 0) return Number.NEGATIVE_INFINITY;
  const gate = lufs(mean(audible)) - 10;
  const counted = audible.filter((p) => lufs(p) > gate);
  return lufs(mean(counted));
}

/** The interpolating filter: a Kaiser-windowed sinc, 12 taps a phase, for the 3 phases between samples. */
const TAPS = 12;
const PHASES = [0.25, 0.5, 0.75].map((fraction) => {
  const kernel = new Float64Array(TAPS);
  for (let k = 0; k < TAPS; k++) {
    const t = k - TAPS / 2 + 1 - fraction; // distance from sample (i + k - TAPS/2 + 1) to i + fraction
    const x = Math.PI * t;
    const sinc = t === 0 ? 1 : Math.sin(x) / x;
    const w = t / (TAPS / 2);
    kernel[k] = sinc * (Math.abs(w) <= 1 ? besselI0(5 * Math.sqrt(1 - w * w)) / besselI0(5) : 0);
  }
  return kernel;
});

function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 20; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
  }
  return sum;
}

/**
 * True peak (dBTP) of the channels. Overs between samples only happen next to loud samples, so the
 * oversampled values are worked out only where a neighbouring sample is within 6 dB of the sample peak.
 */
export function truePeak(...channels: Float32Array[]): number {
  let samplePeak = 0;
  for (const c of channels)
    for (let i = 0; i < c.length; i++) samplePeak = Math.max(samplePeak, Math.abs(c[i]!));
  if (samplePeak === 0) return Number.NEGATIVE_INFINITY;
  const near = samplePeak / 2;
  let peak = samplePeak;
  for (const c of channels) {
    const last = c.length - TAPS / 2;
    for (let i = TAPS / 2 - 1; i < last; i++) {
      if (Math.abs(c[i]!) < near && Math.abs(c[i + 1]!) < near) continue;
      const from = i - TAPS / 2 + 1;
      for (const kernel of PHASES) {
        let v = 0;
        for (let k = 0; k < TAPS; k++) v += kernel[k]! * c[from + k]!;
        if (Math.abs(v) > peak) peak = Math.abs(v);
      }
    }
  }
  return 20 * Math.log10(peak);
}
