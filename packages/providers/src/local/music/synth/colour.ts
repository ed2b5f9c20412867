/**
 * The tone words' colour on the SoundFont band: its treble tilted by a high shelf (a warm or sad song loses
 * some air, a bright or happy one gains a little) and its cymbals played softer or harder, so the brightness
 * the tags ask for is heard whatever the samples bring. (The synthesiser's filter follows the same
 * brightness through its CC 74; this works on every part, drums included, and on the room they ring in.)
 */
import type { ScoreTrack } from '../score';
import { runBiquad, type Biquad } from './biquad';
import { SAMPLE_RATE } from './wavetable';

/** Where the shelf turns (Hz): above it lie the cymbals' shimmer, the guitars' fizz and the piano's attack. */
const SHELF_HZ = 2500;
/** dB of shelf per octave of brightness, and the most it may lift (more would only sound harsh). */
const DB_PER_OCTAVE = 9;
const MAX_LIFT_DB = 4;

/** The shelf's gain (dB) for a brightness (1 neutral). */
export function shelfGainDb(brightness: number): number {
  return Math.min(MAX_LIFT_DB, DB_PER_OCTAVE * Math.log2(Math.max(0.05, brightness)));
}

/** General MIDI percussion notes that are cymbals (hi-hats, crashes, rides, splash, china, tambourine). */
const CYMBALS = new Set([42, 44, 46, 49, 51, 52, 53, 54, 55, 57, 59]);

/** How hard the cymbals are struck for a brightness, as a factor of their velocity. */
export const cymbalGain = (brightness: number): number => Math.min(1.15, Math.max(0.35, brightness ** 1.2));

/** The drum track with its cymbals struck `gain` times as hard. */
export function withCymbals(track: ScoreTrack, gain: number): ScoreTrack {
  if (gain === 1) return track;
  return {
    ...track,
    notes: track.notes.map((note) =>
      CYMBALS.has(note.midi) ? { ...note, velocity: Math.min(1, note.velocity * gain) } : note,
    ),
  };
}

/** A high shelf (RBJ cookbook, slope 1) of `gainDb` over each buffer, in place. */
export function highShelf(buffers: readonly Float32Array[], gainDb: number, hz = SHELF_HZ): void {
  if (Math.abs(gainDb) < 0.05) return;
  const shelf = highShelfBiquad(gainDb, hz);
  for (const x of buffers) runBiquad(x, shelf, x);
}

/** The high shelf's coefficients (RBJ cookbook, slope 1), at `rate` (the live stream plays at 48 kHz). */
export function highShelfBiquad(gainDb: number, hz = SHELF_HZ, rate = SAMPLE_RATE): Biquad {
  const a = 10 ** (gainDb / 40);
  const w = (2 * Math.PI * hz) / rate;
  const cos = Math.cos(w);
  const alpha = Math.sin(w) / Math.SQRT2;
  const root = 2 * Math.sqrt(a) * alpha;
  const a0 = a + 1 - (a - 1) * cos + root;
  return {
    b0: (a * (a + 1 + (a - 1) * cos + root)) / a0,
    b1: (-2 * a * (a - 1 + (a + 1) * cos)) / a0,
    b2: (a * (a + 1 + (a - 1) * cos - root)) / a0,
    a1: (2 * (a - 1 - (a + 1) * cos)) / a0,
    a2: (a + 1 - (a - 1) * cos - root) / a0,
  };
}
