/**
 * The subtractive voice most instruments share: one or two detuned wavetable oscillators, an amplitude
 * envelope (linear attack, exponential decay to a sustain level, exponential release) and a resonant
 * low-pass whose cutoff follows its own decaying envelope, so notes start bright and mellow as they ring.
 */
import { SAMPLE_RATE, SINE, TABLE_MASK, TABLE_SIZE, bandFor, tables, type TableName } from './wavetable';

export interface ToneSpec {
  table: TableName;
  /** Cents between two oscillators; 0 plays one. */
  detune: number;
  /** Seconds. */
  attack: number;
  /** Time constant (s) of the fall from the peak to the sustain level. */
  decay: number;
  sustain: number;
  /** Time constant (s) of the fall after the note ends. */
  release: number;
  /** Low-pass cutoff (Hz) once the filter envelope has decayed, before key tracking. */
  cutoff: number;
  /** Extra cutoff (Hz) at the note's start, falling with time constant `filterDecay`. */
  cutoffPeak: number;
  filterDecay: number;
  /** Cutoff added per Hz of the note's pitch. */
  keyTrack: number;
  /** Resonance (1/Q, 2 = none, lower rings more). */
  damping: number;
  /** Vibrato depth in cents, at 5.5 Hz, fading in over the first half second. */
  vibrato: number;
  gain: number;
}

export interface NoteEvent {
  /** First sample. */
  start: number;
  /** Samples until the key is released. */
  length: number;
  freq: number;
  velocity: number;
  /** The sample by which the voice must be silent: the next strike of the same key chokes this one. */
  stop: number;
}

const BLOCK = 32;
/** −60 dB: below this a released voice is dropped. */
const SILENT = 1e-3;
/** No tail rings longer than this after its key is released (pads would otherwise pile up). */
const MAX_TAIL_SECONDS = 1.5;
/** Samples over which a choked voice fades out (3 ms). */
export const CHOKE = 128;
/** Per-sample factor of the choke's fade: to ~1% over CHOKE samples. */
export const CHOKE_K = Math.exp(-4.6 / CHOKE);

/** Adds one note of `spec` to `out` (mono), scaled by `brightness` (cutoff) and `level`. */
export function renderTone(
  out: Float32Array,
  note: NoteEvent,
  spec: ToneSpec,
  brightness: number,
  level: number,
): void {
  const table = bandFor(tables()[spec.table], note.freq * (1 + spec.detune / 1200));
  const inc1 = (note.freq / SAMPLE_RATE) * TABLE_SIZE;
  const inc2 = spec.detune === 0 ? 0 : inc1 * 2 ** (spec.detune / 1200);
  const oscGain = spec.detune === 0 ? 1 : 0.6;
  const attackN = Math.max(1, Math.round(spec.attack * SAMPLE_RATE));
  const decayK = Math.exp(-1 / (Math.max(spec.decay, 1e-3) * SAMPLE_RATE));
  const releaseK = Math.exp(-1 / (Math.max(spec.release, 1e-3) * SAMPLE_RATE));
  const filterK = Math.exp(-BLOCK / (Math.max(spec.filterDecay, 1e-3) * SAMPLE_RATE));
  const maxTail = Math.ceil(Math.min(spec.release * 7, MAX_TAIL_SECONDS) * SAMPLE_RATE);
  const end = Math.min(out.length, note.start + note.length + maxTail, note.stop);
  // A voice stops at `end`: fade it over the last CHOKE samples, whether choked or at its longest tail.
  const chokeAt = end - CHOKE;
  const amp = spec.gain * level * (0.25 + 0.75 * note.velocity);
  const vibDepth = spec.vibrato / 1731; // cents → relative frequency (ln 2 / 1200 ≈ 1/1731)
  const vibInc = (5.5 / SAMPLE_RATE) * TABLE_SIZE;
  const vibRamp = 1 / (0.5 * SAMPLE_RATE);

  // Locals for everything the per-sample loop reads (property loads in it cost more than the maths).
  const start = note.start;
  const gateEnd = start + note.length;
  const sustain = spec.sustain;
  const damping = spec.damping;
  const cutoffBase = spec.cutoff + spec.keyTrack * note.freq;
  const cutoffPeak = spec.cutoffPeak * note.velocity;
  let p1 = 0;
  let p2 = TABLE_SIZE / 3;
  let vibPhase = 0;
  let env = 0;
  let fenv = 1;
  let ic1 = 0;
  let ic2 = 0;
  for (let block = start; block < end; block += BLOCK) {
    const cutoff = Math.min(18000, (cutoffBase + cutoffPeak * fenv) * brightness);
    fenv *= filterK;
    // TPT state-variable low-pass coefficients, once a block.
    const g = Math.tan((Math.PI * cutoff) / SAMPLE_RATE);
    const a1 = 1 / (1 + g * (g + damping));
    const a2 = g * a1;
    const a3 = g * a2;
    const stop = Math.min(end, block + BLOCK);
    // Vibrato moves slowly: one pitch bend a block is smooth enough.
    let step1 = inc1;
    let step2 = inc2;
    if (vibDepth > 0) {
      const bend = 1 + vibDepth * Math.min(1, (block - start) * vibRamp) * SINE[(vibPhase | 0) & TABLE_MASK]!;
      vibPhase += vibInc * BLOCK;
      step1 *= bend;
      step2 *= bend;
    }
    for (let i = block; i < stop; i++) {
      const t = i - start;
      if (t < attackN) env = t / attackN;
      else if (i < gateEnd) env = sustain + (env - sustain) * decayK;
      else env *= releaseK;
      if (i >= chokeAt) env *= CHOKE_K;
      const j1 = p1 | 0;
      let s = table[j1]! + (p1 - j1) * (table[j1 + 1]! - table[j1]!);
      p1 += step1;
      if (p1 >= TABLE_SIZE) p1 -= TABLE_SIZE;
      if (step2 !== 0) {
        const j2 = p2 | 0;
        s += table[j2]! + (p2 - j2) * (table[j2 + 1]! - table[j2]!);
        p2 += step2;
        if (p2 >= TABLE_SIZE) p2 -= TABLE_SIZE;
      }
      const v3 = s * oscGain - ic2;
      const v1 = a1 * ic1 + a2 * v3;
      const v2 = ic2 + a2 * ic1 + a3 * v3;
      ic1 = 2 * v1 - ic1;
      ic2 = 2 * v2 - ic2;
      out[i]! += v2 * env * amp;
    }
    if (gateEnd < block && env < SILENT) break;
  }
}
