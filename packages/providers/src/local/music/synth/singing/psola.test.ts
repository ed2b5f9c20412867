import Pitchfinder from 'pitchfinder';
import { describe, expect, it } from 'vitest';
import { estimatePeriod, pitchMarks, psola } from './psola';

const RATE = 44100;

/** A vowel-like source: a 120 Hz pulse train through a decaying 700 Hz resonance (a formant). */
function vowel(seconds: number, hz = 120): Float32Array {
  const n = Math.round(seconds * RATE);
  const x = new Float32Array(n);
  const period = RATE / hz;
  for (let p = 0; p < n; p += period) {
    for (let k = 0; k < 300 && p + k < n; k++) {
      x[Math.floor(p) + k]! += Math.exp(-k / 60) * Math.sin((2 * Math.PI * 700 * k) / RATE);
    }
  }
  return x;
}

describe('psola', () => {
  it('finds the source period and a mark every cycle', () => {
    const x = vowel(0.5);
    const period = estimatePeriod(x, 0, x.length, RATE);
    expect(RATE / period).toBeCloseTo(120, -1);
    const marks = pitchMarks(x, 0, x.length, period);
    expect(marks.length).toBeGreaterThan(55);
    expect(marks.length).toBeLessThan(65);
  });

  it('moves the pitch to the target and stretches the length, keeping the formant', () => {
    const x = vowel(0.3);
    const period = estimatePeriod(x, 0, x.length, RATE);
    const marks = pitchMarks(x, 0, x.length, period);
    const out = new Float32Array(RATE);
    psola(x, 0, x.length, marks, period, out, { start: 0, length: RATE, pitchAt: () => 330, gain: 1 }, RATE);
    const detect = Pitchfinder.YIN({ sampleRate: RATE });
    for (const at of [0.2, 0.5, 0.8]) {
      const hz = detect(out.subarray(Math.round(at * RATE), Math.round(at * RATE) + 2048));
      expect(hz).not.toBeNull();
      expect(Math.abs(12 * Math.log2(hz! / 330))).toBeLessThan(0.3);
    }
    // Sound all the way through the stretched second, not only for the source's 0.3 s.
    let tail = 0;
    for (let i = Math.round(0.85 * RATE); i < Math.round(0.95 * RATE); i++) tail += out[i]! * out[i]!;
    expect(tail).toBeGreaterThan(1);
  });
});
