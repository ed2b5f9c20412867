/** Small helpers the composer's parts share: pitch sets, seeded choices, clamping. */
import { Note } from 'tonal';

export type Rng = () => number;

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length) % items.length]!;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function chromaOf(note: string): number {
  return Note.chroma(note) ?? 0;
}

/** Every MIDI pitch from `low` to `high` whose pitch class is in `chroma`. */
export function pitchesIn(chroma: readonly number[], low: number, high: number): number[] {
  const out: number[] = [];
  for (let m = low; m <= high; m += 1) if (chroma.includes(m % 12)) out.push(m);
  return out;
}

export function nearest(pitches: readonly number[], target: number): number {
  let best = pitches[0]!;
  for (const p of pitches) if (Math.abs(p - target) < Math.abs(best - target)) best = p;
  return best;
}

/** A generator seed derived from the piece's seed and a label, so each part has its own stream. */
export function seedFor(seed: number, label: string): number {
  let h = seed >>> 0;
  for (let i = 0; i < label.length; i += 1) h = Math.imul(h ^ label.charCodeAt(i), 0x9e3779b1) >>> 0;
  return h;
}
