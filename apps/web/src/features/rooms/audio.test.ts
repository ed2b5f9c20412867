import { describe, expect, it } from 'vitest';
import { levelOf } from './audio';

describe('sound level', () => {
  it('is 0 for silence and quiet below -60 dBFS, 100 at full scale', () => {
    expect(levelOf(new Float32Array(128))).toBe(0);
    expect(levelOf(new Float32Array(128).fill(0.0005))).toBe(0);
    expect(levelOf(new Float32Array(128).fill(1))).toBe(100);
  });

  it('is halfway at -30 dBFS', () => {
    expect(levelOf(new Float32Array(128).fill(10 ** (-30 / 20)))).toBe(50);
  });
});
