import { describe, expect, it } from 'vitest';
import { integratedLoudness, truePeak } from './lufs';
import { SAMPLE_RATE } from './wavetable';

const sine = (hz: number, amplitude: number, seconds: number, phase = 0) =>
  Float32Array.from(
    { length: Math.round(seconds * SAMPLE_RATE) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE + phase),
  );

describe('integratedLoudness (BS.1770)', () => {
  it('reads a full-scale 997 Hz sine on both channels as about 0 LUFS, and −20 dBFS as about −20', () => {
    const full = sine(997, 1, 5);
    expect(integratedLoudness(full, full)).toBeCloseTo(0, 0);
    const quiet = sine(997, 0.1, 5);
    expect(integratedLoudness(quiet, quiet)).toBeCloseTo(-20, 0);
    // One channel alone is 3 dB less.
    expect(integratedLoudness(quiet)).toBeCloseTo(-23, 0);
  });

  it('weights lows down (K-weighting) and gates silence out', () => {
    const low = sine(30, 0.1, 5);
    expect(integratedLoudness(low, low)).toBeLessThan(-22);
    const gapped = new Float32Array(SAMPLE_RATE * 10);
    gapped.set(sine(997, 0.1, 5));
    expect(integratedLoudness(gapped, gapped)).toBeCloseTo(-20, 0);
    expect(integratedLoudness(new Float32Array(SAMPLE_RATE))).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('truePeak', () => {
  it('finds the peak between samples: a quarter-rate sine sampled at ±45° reads 3 dB over its samples', () => {
    // Samples land at 0.707 of the wave's peak (1.0), so the sample peak is −3 dBFS and the true peak 0 dBTP.
    const tone = sine(SAMPLE_RATE / 4, 1, 0.1, Math.PI / 4);
    let samplePeak = 0;
    for (const x of tone) samplePeak = Math.max(samplePeak, Math.abs(x));
    expect(20 * Math.log10(samplePeak)).toBeCloseTo(-3, 0);
    expect(truePeak(tone)).toBeGreaterThan(-0.7);
    expect(truePeak(tone)).toBeLessThan(0.3);
    expect(truePeak(sine(440, 0.5, 0.5))).toBeCloseTo(-6.02, 1);
  });
});
