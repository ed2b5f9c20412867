/**
 * A meter of a mix's beat, for the music-quality bench and the tests: the onset strength of the audio by
 * spectral flux, and whether it keeps a score's tempo. Spectral flux (the rise of each frequency's
 * log-magnitude from one frame to the next, summed) hears a new note where the loudness barely moves: a
 * legato flute changing pitch, strings swelling into a chord, which a rise of the overall energy misses in
 * a song without drums.
 */
import FFT from 'fft.js';
import { SAMPLE_RATE } from './wavetable';

/** Analysed at half the mix rate: onsets live well below 11 kHz. */
const RATE = SAMPLE_RATE / 2;
/** 46 ms frames resolve a low note's partials (21.5 Hz bins); a 5 ms hop places an onset finely. */
const FRAME = 1024;
const HOP = 110;
/** log(1 + γ·amplitude): compresses loudness so a quiet instrument's notes count, floor around −54 dBFS. */
const GAMMA = 500;
/** The local mean (s) taken off the flux, so the steady shimmer of sustained notes does not count. */
const DETREND = 0.2;
/** Bins of one beat when the onsets are folded onto it. */
const BINS = 32;

export interface OnsetStrength {
  envelope: Float32Array;
  framesPerSecond: number;
}

/**
 * The onset strength of a stereo mix: per 5 ms frame, the half-wave rectified rise of the log spectrum
 * against the previous frame's, each bin compared with the largest of its neighbours there (SuperFlux, Böck
 * & Widmer 2013: a vibrato moving a partial by a bin is not a new note), less its local mean.
 */
export function onsetStrength(left: Float32Array, right: Float32Array): OnsetStrength {
  const length = Math.floor(Math.min(left.length, right.length) / 2);
  const mono = new Float32Array(length);
  // Averaging sample pairs is a gentle low-pass before halving the rate; plenty for onsets.
  for (let i = 0; i < length; i++)
    mono[i] = (left[2 * i]! + left[2 * i + 1]! + right[2 * i]! + right[2 * i + 1]!) / 4;
  const frames = Math.max(0, Math.floor((length - FRAME) / HOP) + 1);
  const bins = FRAME / 2;
  const window = Float64Array.from(
    { length: FRAME },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME),
  );
  const scale = 2 / window.reduce((a, b) => a + b, 0);
  const transform = new FFT(FRAME);
  // Interleaved complex arrays (re, im, re, im, …), as fft.js takes them.
  const input = new Float64Array(2 * FRAME);
  const out = new Float64Array(2 * FRAME);
  const spectra = [new Float64Array(bins), new Float64Array(bins), new Float64Array(bins)];
  const flux = new Float32Array(frames);
  // Two real frames per complex FFT (one as the real part, the next as the imaginary), split afterwards by
  // the transform's symmetry: half the transforms.
  for (let f = 0; f < frames; f += 2) {
    const [previous, first, second] = spectra as [Float64Array, Float64Array, Float64Array];
    const at = f * HOP;
    const paired = f + 1 < frames;
    for (let i = 0; i < FRAME; i++) {
      input[2 * i] = mono[at + i]! * window[i]!;
      input[2 * i + 1] = paired ? mono[at + HOP + i]! * window[i]! : 0;
    }
    transform.transform(out, input);
    for (let k = 0; k < bins; k++) {
      const m = (FRAME - k) % FRAME;
      const sr = out[2 * k]! + out[2 * m]!;
      const di = out[2 * k + 1]! - out[2 * m + 1]!;
      const si = out[2 * k + 1]! + out[2 * m + 1]!;
      const dr = out[2 * k]! - out[2 * m]!;
      first[k] = Math.log1p(GAMMA * scale * 0.5 * Math.sqrt(sr * sr + di * di));
      second[k] = Math.log1p(GAMMA * scale * 0.5 * Math.sqrt(si * si + dr * dr));
    }
    if (f > 0) flux[f] = rise(previous, first);
    if (paired) flux[f + 1] = rise(first, second);
    spectra.push(spectra.shift()!, spectra.shift()!);
  }
  const framesPerSecond = RATE / HOP;
  return { envelope: lessLocalMean(flux, Math.round(DETREND * framesPerSecond)), framesPerSecond };
}

/** The summed rise of each bin over the largest of it and its neighbours in the frame before. */
function rise(before: Float64Array, now: Float64Array): number {
  let sum = 0;
  for (let k = 1; k < now.length - 1; k++) {
    const b = before[k - 1]! > before[k]! ? before[k - 1]! : before[k]!;
    const level = b > before[k + 1]! ? b : before[k + 1]!;
    if (now[k]! > level) sum += now[k]! - level;
  }
  return sum;
}

/** `x` less its centred moving mean over `width` frames, negative parts cut to 0. */
function lessLocalMean(x: Float32Array, width: number): Float32Array {
  const half = Math.floor(width / 2);
  const sums = new Float64Array(x.length + 1);
  for (let i = 0; i < x.length; i++) sums[i + 1] = sums[i]! + x[i]!;
  return Float32Array.from(x, (v, i) => {
    const a = Math.max(0, i - half);
    const b = Math.min(x.length, i + half + 1);
    return Math.max(0, v - (sums[b]! - sums[a]!) / (b - a));
  });
}

export interface BeatLock {
  /** The fullest of 32 bins of one beat over their mean, folded at the tempo… */
  contrast: number;
  /** …and the best of the same at tempos 1–3 % off. */
  offContrast: number;
  /** contrast ≥ 1.25 × offContrast: the onsets keep this tempo and no near miss of it. */
  locked: boolean;
}

/**
 * Whether a mix keeps `tempo` (BPM): its onset strength folded onto one beat piles up on the beat's strokes,
 * and folded onto a beat 1–3 % longer or shorter it smears flat (over 90 s a 1 % error drifts more than a
 * beat). A blind tempo estimate would instead argue about dotted rhythms (a period of 1.5 beats also piles
 * up), so the audio is tested against the tempo it should have and its near misses.
 */
export function beatLock(left: Float32Array, right: Float32Array, tempo: number): BeatLock {
  const { envelope, framesPerSecond } = onsetStrength(left, right);
  const contrastAt = (bpm: number) => {
    const period = (60 * framesPerSecond) / bpm;
    const raw = new Float64Array(BINS);
    for (let f = 0; f < envelope.length; f++) {
      const at = ((f / period) % 1) * BINS;
      const low = Math.floor(at);
      raw[low % BINS]! += envelope[f]! * (1 - (at - low));
      raw[(low + 1) % BINS]! += envelope[f]! * (at - low);
    }
    // Smoothed round the circle (1, 2, 1): a few dozen onsets at a wrong tempo fall unevenly into 19 ms
    // bins, and without it that unevenness alone could pass for a beat (clicks 5 % slow did, over 60 s).
    const bins = raw.map((v, b) => (raw[(b + BINS - 1) % BINS]! + 2 * v + raw[(b + 1) % BINS]!) / 4);
    const mean = bins.reduce((a, b) => a + b, 0) / BINS;
    return mean > 0 ? Math.max(...bins) / mean : 1;
  };
  const contrast = contrastAt(tempo);
  const offContrast = Math.max(...[0.97, 0.98, 0.99, 1.01, 1.02, 1.03].map((r) => contrastAt(tempo * r)));
  return { contrast, offContrast, locked: contrast >= 1.25 * offContrast };
}
