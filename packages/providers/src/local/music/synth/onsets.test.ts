import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../mulberry32';
import { beatLock } from './onsets';
import { SAMPLE_RATE } from './wavetable';

// A minute: at 100 BPM a tempo 1 % off drifts a whole beat over it, as the bench's 90 s songs drift more.
const SECONDS = 60;
const TEMPO = 100;
const length = SECONDS * SAMPLE_RATE;

/** Noise clicks (45 ms, decaying) at the given times (s). */
function clicks(times: readonly number[], seed = 1): Float32Array {
  const random = mulberry32(seed);
  const x = new Float32Array(length);
  for (const t of times) {
    const at = Math.round(t * SAMPLE_RATE);
    for (let k = 0; k < 2000 && at + k < length; k++)
      x[at + k]! += 0.5 * Math.exp(-k / 200) * (random() * 2 - 1);
  }
  return x;
}

const beats = (bpm: number) =>
  Array.from({ length: Math.floor((SECONDS * bpm) / 60) }, (_, i) => (i * 60) / bpm);

/**
 * A legato line without drums or accents: one sine (and its octave) at a constant level, gliding to a new
 * pitch on every beat with its phase continuous, so the loudness never moves and only the pitch marks
 * the beat.
 */
function legato(bpm: number): Float32Array {
  const scale = [262, 294, 330, 349, 392, 349, 330, 294];
  const x = new Float32Array(length);
  let phase = 0;
  for (let i = 0; i < length; i++) {
    const hz = scale[Math.floor((i / SAMPLE_RATE) * (bpm / 60)) % scale.length]!;
    phase += (2 * Math.PI * hz) / SAMPLE_RATE;
    x[i] = 0.3 * Math.sin(phase) + 0.1 * Math.sin(2 * phase);
  }
  return x;
}

const lock = (x: Float32Array, tempo = TEMPO) => beatLock(x, x, tempo);

describe('beatLock', { timeout: 60_000 }, () => {
  it('hears a click track at the tempo', () => {
    const result = lock(clicks(beats(TEMPO)));
    expect(result.locked).toBe(true);
    expect(result.contrast).toBeGreaterThan(2 * result.offContrast);
  });

  it('hears the beat of a line without drums whose loudness never changes, only its notes', () => {
    expect(lock(legato(TEMPO)).locked).toBe(true);
  });

  it('fails audio whose beat is at another tempo, 3–5 % off', () => {
    for (const bpm of [95, 97, 103, 105])
      expect(lock(clicks(beats(bpm))).locked, `clicks at ${bpm}`).toBe(false);
    for (const bpm of [97, 105]) expect(lock(legato(bpm)).locked, `legato at ${bpm}`).toBe(false);
  });

  it('fails audio without a beat: noise, a held chord, clicks at random times', () => {
    const random = mulberry32(7);
    const noise = Float32Array.from({ length }, () => 0.2 * (random() - 0.5));
    const chord = Float32Array.from({ length }, (_, i) =>
      [262, 330, 392].reduce((a, hz) => a + 0.1 * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE), 0),
    );
    const scattered = Array.from({ length: 150 }, () => random() * SECONDS).sort((a, b) => a - b);
    for (const [name, x] of [
      ['noise', noise],
      ['chord', chord],
      ['scattered clicks', clicks(scattered)],
    ] as const)
      expect(lock(x).locked, name).toBe(false);
  });
});
