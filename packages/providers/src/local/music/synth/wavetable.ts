/**
 * Band-limited wavetables: one cycle of a waveform per octave band, each holding only the harmonics that
 * stay below the audible top for the band's highest note, so oscillators read a table instead of summing
 * sines per sample and do not alias.
 */
export const SAMPLE_RATE = 44100;
export const TABLE_SIZE = 2048;
export const TABLE_MASK = TABLE_SIZE - 1;
/** Lowest fundamental of band 0 (A0); band b covers [LOWEST·2^b, LOWEST·2^(b+1)). */
const LOWEST = 27.5;
const BANDS = 10;
const TOP_HZ = 18000;
const MAX_HARMONICS = 96;

/** One cycle of sin, shared by every table build and by the LFOs. */
export const SINE = new Float32Array(TABLE_SIZE + 1);
for (let i = 0; i <= TABLE_SIZE; i++) SINE[i] = Math.sin((2 * Math.PI * i) / TABLE_SIZE);

export interface Wavetable {
  /** Per octave band, TABLE_SIZE + 1 samples (the last repeats the first, for interpolation). */
  bands: Float32Array[];
}

/**
 * A table from harmonic amplitudes: `amplitude(h)` for harmonic h ≥ 1 (0 leaves it out). Each band is
 * scaled so its peak is 1.
 */
export function buildWavetable(amplitude: (h: number) => number): Wavetable {
  const bands: Float32Array[] = [];
  for (let b = 0; b < BANDS; b++) {
    const top = LOWEST * 2 ** (b + 1);
    const harmonics = Math.max(1, Math.min(MAX_HARMONICS, Math.floor(TOP_HZ / top)));
    const table = new Float32Array(TABLE_SIZE + 1);
    for (let h = 1; h <= harmonics; h++) {
      const a = amplitude(h);
      if (a === 0) continue;
      for (let i = 0; i < TABLE_SIZE; i++) table[i]! += a * SINE[(h * i) & TABLE_MASK]!;
    }
    let peak = 0;
    for (let i = 0; i < TABLE_SIZE; i++) peak = Math.max(peak, Math.abs(table[i]!));
    const scale = peak > 0 ? 1 / peak : 0;
    for (let i = 0; i < TABLE_SIZE; i++) table[i]! *= scale;
    table[TABLE_SIZE] = table[0]!;
    bands.push(table);
  }
  return { bands };
}

/** The band to play `freq` from. */
export function bandFor(table: Wavetable, freq: number): Float32Array {
  const b = Math.floor(Math.log2(Math.max(freq, LOWEST) / LOWEST));
  return table.bands[Math.min(table.bands.length - 1, Math.max(0, b))]!;
}

export const midiToFreq = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

/** The shared tables, built once on first use. */
let shared: Record<TableName, Wavetable> | undefined;
export type TableName = 'saw' | 'square' | 'triangle' | 'sine' | 'organ' | 'piano' | 'mellow' | 'glottal';

export function tables(): Record<TableName, Wavetable> {
  shared ??= {
    saw: buildWavetable((h) => 1 / h),
    square: buildWavetable((h) => (h % 2 === 1 ? 1 / h : 0)),
    triangle: buildWavetable((h) => (h % 2 === 1 ? (h % 4 === 1 ? 1 : -1) / (h * h) : 0)),
    sine: buildWavetable((h) => (h === 1 ? 1 : 0)),
    // Drawbars 8', 4', 2 2/3', 2' and a little 1 3/5' and 1'.
    organ: buildWavetable((h) => ({ 1: 1, 2: 0.8, 3: 0.6, 4: 0.5, 5: 0.15, 6: 0.3, 8: 0.25 })[h] ?? 0),
    // A struck string: strong low partials, the hammer's dip near the 7th.
    piano: buildWavetable((h) => (h === 7 ? 0.02 : 1 / h ** 1.35)),
    mellow: buildWavetable((h) => (h <= 4 ? 1 / h ** 2 : 0)),
    // The glottal pulse's spectrum falls about 9 dB an octave.
    glottal: buildWavetable((h) => 1 / h ** 1.5),
  };
  return shared;
}
