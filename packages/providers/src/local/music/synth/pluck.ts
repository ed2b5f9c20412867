/**
 * A plucked string by Karplus–Strong: a noise burst circulates in a delay line one period long, and a
 * two-point average in the loop takes the high partials away first, as a real string does.
 */
import { SAMPLE_RATE } from './wavetable';
import { CHOKE, CHOKE_K, type NoteEvent } from './tone';

export interface PluckSpec {
  /** Seconds for the string to fall by 60 dB at 220 Hz (shorter for higher notes). */
  ring: number;
  /** 0..1: how much of the pick's noise passes (less is rounder). */
  brightness: number;
  /** Soft-clipping drive for an overdriven amp (0 = clean). */
  drive: number;
  /** Time constant (s) of the damping after the key is released. */
  release: number;
  gain: number;
}

/** Adds one plucked note to `out`; `noise` is the seeded generator for the pick. */
export function renderPluck(
  out: Float32Array,
  note: NoteEvent,
  spec: PluckSpec,
  brightness: number,
  level: number,
  noise: () => number,
): void {
  const period = SAMPLE_RATE / note.freq;
  // The loop delays by the line's length, half a sample in the average and `frac` in an all-pass that
  // tunes the fractional part of the period (kept in 0.1..1.1 where the all-pass is flat enough).
  let length = Math.max(2, Math.floor(period - 0.5));
  let frac = period - 0.5 - length;
  if (frac < 0.1 && length > 2) {
    length -= 1;
    frac += 1;
  }
  const tune = (1 - frac) / (1 + frac);
  const line = new Float32Array(length);
  // The pick: noise smoothed by a one-pole low-pass, brighter for harder and brighter playing.
  const smooth = Math.min(0.97, Math.max(0.05, spec.brightness * brightness * (0.5 + 0.5 * note.velocity)));
  let lp = 0;
  let mean = 0;
  for (let i = 0; i < length; i++) {
    lp += smooth * (noise() * 2 - 1 - lp);
    line[i] = lp;
    mean += lp;
  }
  mean /= length;
  for (let i = 0; i < length; i++) line[i]! -= mean;

  const ring = spec.ring * Math.min(2, Math.sqrt(220 / note.freq));
  // Loss per trip round the loop, for a fall of 60 dB over `ring` seconds.
  const loss = 10 ** (-3 / (ring * note.freq));
  const releaseK = Math.exp(-1 / (Math.max(spec.release, 1e-3) * SAMPLE_RATE));
  const end = Math.min(
    out.length,
    note.start + note.length + Math.ceil(spec.release * 7.3 * SAMPLE_RATE),
    note.stop,
  );
  const chokeAt = note.stop - CHOKE;
  const amp = spec.gain * level * (0.3 + 0.7 * note.velocity);
  const drive = spec.drive;
  const k = 1 + drive * 6;
  const driveNorm = drive > 0 ? 1 / softClip(k) : 1;
  const gateEnd = note.start + note.length;
  let read = 0;
  let previous = 0;
  let apIn = 0;
  let apOut = 0;
  let env = 1;
  for (let i = note.start; i < end; i++) {
    const value = line[read]!;
    const average = 0.5 * (value + previous);
    previous = value;
    apOut = tune * average + apIn - tune * apOut;
    apIn = average;
    line[read] = loss * apOut;
    read = read + 1 === length ? 0 : read + 1;
    if (i >= gateEnd) {
      env *= releaseK;
      if (env < 5e-4) break;
    }
    if (i >= chokeAt) env *= CHOKE_K;
    let s = value;
    if (drive > 0) s = softClip(s * k) * driveNorm;
    out[i]! += s * env * amp;
  }
}

/** A smooth saturator close to tanh (a Padé approximant, exact at 0 and flat beyond ±3). */
export function softClip(x: number): number {
  if (x >= 3) return 1;
  if (x <= -3) return -1;
  const x2 = x * x;
  return (x * (27 + x2)) / (27 + 9 * x2);
}
