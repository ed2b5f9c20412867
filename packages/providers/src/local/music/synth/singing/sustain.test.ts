import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../mulberry32';
import { sourcePath } from './sustain';

/** A 0.25 s "vowel" at 44.1 kHz, a cycle every 250 samples, loudest in its middle. */
const x = Float32Array.from({ length: 11025 }, (_, i) => Math.sin((Math.PI * i) / 11025) * Math.sin(i / 40));
const marks = Array.from({ length: 44 }, (_, k) => 100 + 250 * k);

describe('sourcePath', () => {
  it('squeezes a note shorter than the vowel evenly', () => {
    const at = sourcePath(x, 0, 11025, marks, 250, 5000, mulberry32(1));
    expect(at(0)).toBe(0);
    expect(at(2500)).toBeCloseTo(5512.5, 6);
  });

  it('holds a long note by wandering through the vowel at the speaking pace, from its start to its end', () => {
    const length = 88200;
    const at = sourcePath(x, 0, 11025, marks, 250, length, mulberry32(2));
    const places = Array.from({ length: length / 50 }, (_, k) => at(k * 50));
    expect(places[0]).toBe(0);
    expect(at(length - 1)).toBeCloseTo(11024, -1);
    for (const p of places) {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(11025);
    }
    // Never resting on one place: every 50 samples of output read about 50 samples further, either way…
    const steps = places.slice(1).map((p, k) => Math.abs(p - places[k]!));
    expect(steps.filter((s) => s < 25).length / steps.length).toBeLessThan(0.02);
    expect(Math.max(...steps)).toBeLessThanOrEqual(50 + 1e-6);
    // …and turning back many times over two seconds.
    const turns = steps.filter(
      (_, k) => k > 0 && Math.sign(places[k + 1]! - places[k]!) !== Math.sign(places[k]! - places[k - 1]!),
    );
    expect(turns.length).toBeGreaterThan(10);
  });
});
