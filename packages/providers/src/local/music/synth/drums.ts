/**
 * The drum kit, synthesised once into one-shot samples (kick, snare, clap, hats, crash, ride, toms) and
 * mixed per hit by copying, which is what makes drums nearly free to render. Noise comes from a fixed-seed
 * generator, so the kit is the same on every run.
 */
import { mulberry32 } from '../../mulberry32';
import { SAMPLE_RATE } from './wavetable';

export type KitName = 'acoustic' | 'electronic';

export interface DrumSample {
  data: Float32Array;
  /** −1 (left) .. 1 (right), from the drummer's seat. */
  pan: number;
}

/** General MIDI percussion notes → the kit's sample (unknown notes fall back to the closest kind). */
export type Kit = Map<number, DrumSample>;

const kits = new Map<KitName, Kit>();

export function drumKit(name: KitName): Kit {
  let kit = kits.get(name);
  if (!kit) {
    kit = buildKit(name);
    kits.set(name, kit);
  }
  return kit;
}

/** Adds a hit of `note` at sample `start` to the stereo pair. */
export function renderHit(
  kit: Kit,
  note: number,
  start: number,
  velocity: number,
  level: number,
  left: Float32Array,
  right: Float32Array,
): void {
  const sample = kit.get(note) ?? kit.get(fallback(note));
  if (!sample) return;
  const gain = level * velocity * velocity;
  const gl = gain * Math.cos(((sample.pan + 1) * Math.PI) / 4);
  const gr = gain * Math.sin(((sample.pan + 1) * Math.PI) / 4);
  const data = sample.data;
  const n = Math.min(data.length, left.length - start);
  for (let i = 0; i < n; i++) {
    const s = data[i]!;
    left[start + i]! += s * gl;
    right[start + i]! += s * gr;
  }
}

function fallback(note: number): number {
  if (note <= 36) return 36;
  if (note <= 40) return 38;
  if (note === 44 || note === 42) return 42;
  if (note <= 50 && note !== 46) return 47;
  if (note === 46) return 46;
  if (note === 49 || note === 57 || note === 55) return 49;
  return 51;
}

function buildKit(name: KitName): Kit {
  const noise = mulberry32(name === 'acoustic' ? 0x5eed : 0x808);
  const white = () => noise() * 2 - 1;
  const electronic = name === 'electronic';
  const kit: Kit = new Map();
  kit.set(36, { data: kick(electronic), pan: 0 });
  kit.set(38, { data: snare(white, electronic), pan: 0.05 });
  kit.set(40, { data: snare(white, electronic), pan: 0.05 });
  kit.set(39, { data: clap(white), pan: -0.05 });
  kit.set(42, { data: metal(white, 0.045, 7000, 0.5), pan: 0.3 });
  kit.set(44, { data: metal(white, 0.03, 7000, 0.35), pan: 0.3 });
  kit.set(46, { data: metal(white, 0.32, 6500, 0.5), pan: 0.3 });
  kit.set(49, { data: metal(white, 1.6, 4000, 0.45), pan: -0.45 });
  kit.set(51, { data: ride(white), pan: 0.45 });
  kit.set(45, { data: tom(110, 0.35), pan: 0.25 });
  kit.set(47, { data: tom(150, 0.3), pan: 0 });
  kit.set(50, { data: tom(200, 0.28), pan: -0.25 });
  return kit;
}

const seconds = (s: number) => new Float32Array(Math.round(s * SAMPLE_RATE));

/** A sine swept down from a thump to the body's pitch, with a click on top. */
function kick(electronic: boolean): Float32Array {
  const out = seconds(electronic ? 0.7 : 0.45);
  const from = electronic ? 160 : 140;
  const to = electronic ? 45 : 52;
  const decay = electronic ? 0.32 : 0.17;
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const freq = to + (from - to) * Math.exp(-t / 0.035);
    phase += (2 * Math.PI * freq) / SAMPLE_RATE;
    const body = Math.sin(phase) * Math.exp(-t / decay);
    const click = Math.exp(-t / 0.003) * 0.5;
    out[i] = Math.tanh(1.6 * (body + click)) * 0.95;
  }
  return out;
}

/** Two tones of the shell and the wires' noise (high-passed), which ring longer. */
function snare(white: () => number, electronic: boolean): Float32Array {
  const out = seconds(0.35);
  let hp = 0;
  let previous = 0;
  const wires = electronic ? 0.13 : 0.16;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const n = white();
    hp = 0.7 * (hp + n - previous);
    previous = n;
    const shell =
      (Math.sin(2 * Math.PI * 185 * t) + 0.6 * Math.sin(2 * Math.PI * 330 * t)) * Math.exp(-t / 0.05);
    out[i] = 0.45 * shell + 0.7 * hp * Math.exp(-t / wires);
  }
  return out;
}

/** Four quick bursts of band-passed noise. */
function clap(white: () => number): Float32Array {
  const out = seconds(0.3);
  let lp = 0;
  let hp = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    lp += 0.35 * (white() - lp);
    hp += 0.08 * (lp - hp);
    const burst = t < 0.03 ? Math.exp(-((t % 0.01) / 0.003)) : Math.exp(-(t - 0.03) / 0.08);
    out[i] = (lp - hp) * burst * 1.6;
  }
  return out;
}

/**
 * Cymbals: six square waves at inharmonic ratios (the classic drum-machine metal) with high-passed noise,
 * through a high-pass, decaying with time constant `decay`.
 */
function metal(white: () => number, decay: number, cutoff: number, noiseMix: number): Float32Array {
  // Long enough to fall by 40 dB; the rest is under the band anyway.
  const out = seconds(Math.min(2.5, decay * 4.6));
  const ratios = [2, 3, 4.16, 5.43, 6.79, 8.21];
  const base = 205;
  const a = Math.exp((-2 * Math.PI * cutoff) / SAMPLE_RATE);
  let hp = 0;
  let previous = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    let square = 0;
    for (const r of ratios) square += Math.sin(2 * Math.PI * base * r * t) > 0 ? 1 : -1;
    const x = (square / ratios.length) * (1 - noiseMix) + white() * noiseMix;
    hp = a * (hp + x - previous);
    previous = x;
    out[i] = hp * Math.exp(-t / decay) * 0.8;
  }
  return out;
}

/** A ride: the cymbal's wash and a bell tone. */
function ride(white: () => number): Float32Array {
  const out = metal(white, 0.38, 5000, 0.35);
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    out[i]! += 0.12 * Math.sin(2 * Math.PI * 2450 * t) * Math.exp(-t / 0.4);
  }
  return out;
}

function tom(freq: number, decay: number): Float32Array {
  const out = seconds(decay * 4);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    phase += (2 * Math.PI * freq * (1 + 0.5 * Math.exp(-t / 0.02))) / SAMPLE_RATE;
    out[i] = Math.sin(phase) * Math.exp(-t / decay) * 0.8;
  }
  return out;
}
