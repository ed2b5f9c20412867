import Pitchfinder from 'pitchfinder';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../mulberry32';
import { cycleCopies } from './cycles';
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

/**
 * A voice-like source: the same, but each cycle a little different, as a voice's are (its formant within
 * ±60 Hz, its level within ±10 %), so a cycle repeated exactly in the output is a grain looped.
 */
function voice(seconds: number, hz = 120): Float32Array {
  const random = mulberry32(3);
  const n = Math.round(seconds * RATE);
  const x = new Float32Array(n);
  const period = RATE / hz;
  for (let p = 0; p < n; p += period) {
    const formant = 700 + 200 * (random() - 0.5);
    const level = 1 + 0.2 * (random() - 0.5);
    for (let k = 0; k < 300 && p + k < n; k++) {
      x[Math.floor(p) + k]! += level * Math.exp(-k / 60) * Math.sin((2 * Math.PI * formant * k) / RATE);
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

  it('holds a long note as a voice, not one grain looped: consecutive cycles differ, the pitch stays on the note', () => {
    const x = voice(0.3);
    const period = estimatePeriod(x, 0, x.length, RATE);
    const marks = pitchMarks(x, 0, x.length, period);
    const out = new Float32Array(2 * RATE);
    const target = { start: 0, length: 2 * RATE, pitchAt: () => 220, gain: 1, seed: 5 };
    psola(x, 0, x.length, marks, period, out, target, RATE);
    // Stretched 6.7 times, plain PSOLA laid each source grain down ~12 times running: 97 % of its
    // consecutive cycles were copies.
    const held = cycleCopies(out, Math.round(0.1 * RATE), Math.round(1.9 * RATE), 220, RATE);
    expect(held.pairs).toBeGreaterThan(350);
    expect(held.share).toBeLessThan(0.1);
    const detect = Pitchfinder.YIN({ sampleRate: RATE });
    const cents: number[] = [];
    for (let at = 0.1; at < 1.9; at += 0.1) {
      const hz = detect(out.subarray(Math.round(at * RATE), Math.round(at * RATE) + 2048));
      expect(hz, `at ${at} s`).not.toBeNull();
      cents.push(Math.abs(1200 * Math.log2(hz! / 220)));
    }
    expect(cents.reduce((a, b) => a + b, 0) / cents.length).toBeLessThan(20);
    expect(Math.max(...cents)).toBeLessThan(50);
    // And the same seed sings it again sample for sample.
    const again = new Float32Array(2 * RATE);
    psola(x, 0, x.length, marks, period, again, target, RATE);
    expect(again).toEqual(out);
  });
});
