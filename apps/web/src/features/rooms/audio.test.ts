import { describe, expect, it } from 'vitest';
import { levelOf, peakLevelOf } from './audio';

describe('sound level', () => {
  it('is 0 for silence and quiet below -60 dBFS, 100 at full scale', () => {
    expect(levelOf(new Float32Array(128))).toBe(0);
    expect(levelOf(new Float32Array(128).fill(0.0005))).toBe(0);
    expect(levelOf(new Float32Array(128).fill(1))).toBe(100);
  });

  it('is halfway at -30 dBFS', () => {
    expect(levelOf(new Float32Array(128).fill(10 ** (-30 / 20)))).toBe(50);
  });

  it('finds a short sound anywhere in a longer window', () => {
    const window = new Float32Array(8192);
    window.fill(0.5, 5000, 5500);
    expect(levelOf(window)).toBeLessThan(75);
    expect(peakLevelOf(window)).toBeGreaterThan(80);
    expect(peakLevelOf(new Float32Array(8192))).toBe(0);
  });
});
