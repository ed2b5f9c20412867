import type { LiveMusicSettings } from '@muse/contracts';
import { describe, expect, it } from 'vitest';
import { LiveMusicStream, toPcm16, type LiveChunkAudio } from './live-stream';

const SETTINGS: LiveMusicSettings = {
  prompts: [{ text: 'calm ambient pad', weight: 1 }],
  tempo: 120,
  density: 0.5,
  brightness: 0.5,
  key: 'A minor',
};

const rms = (x: Float32Array) => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / x.length);
/** Energy of the first difference over energy: grows with the share of high frequencies (a centroid proxy). */
const sharpness = (chunks: LiveChunkAudio[]) => {
  let diff = 0;
  let all = 0;
  for (const { left } of chunks) {
    for (let i = 1; i < left.length; i++) {
      diff += (left[i]! - left[i - 1]!) ** 2;
      all += left[i]! ** 2;
    }
  }
  return diff / all;
};

describe('live music stream', () => {
  it('plays bars back to back at 48 kHz, at a listening level, without clicks at the joins', async () => {
    const stream = await LiveMusicStream.open(SETTINGS, 5);
    const chunks = Array.from({ length: 6 }, () => stream.next());
    expect(chunks.map((c) => c.bar)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(chunks[3]!.at).toBeCloseTo(6);
    const samples = chunks.reduce((n, c) => n + c.left.length, 0);
    expect(samples).toBe(6 * 2 * 48_000);
    for (const c of chunks.slice(1)) {
      const level = 20 * Math.log10(rms(c.left));
      expect(level).toBeGreaterThan(-40);
      expect(level).toBeLessThan(-8);
    }
    // A join's sample-to-sample step is no bigger than the steps inside the music.
    const steps: number[] = [];
    chunks.forEach((c) => {
      for (let i = 1; i < c.left.length; i++) steps.push(Math.abs(c.left[i]! - c.left[i - 1]!));
    });
    steps.sort((a, b) => a - b);
    const loud = steps[Math.floor(steps.length * 0.999)]!;
    for (let k = 1; k < chunks.length; k++) {
      const step = Math.abs(chunks[k]!.left[0]! - chunks[k - 1]!.left.at(-1)!);
      expect(step).toBeLessThanOrEqual(loud);
    }
  }, 30_000);

  it('sounds brighter from the bar after a brightness change', async () => {
    const stream = await LiveMusicStream.open({ ...SETTINGS, brightness: 0 }, 9);
    const before = Array.from({ length: 3 }, () => stream.next());
    expect(stream.update({ brightness: 1 })).toEqual({ revision: 1, fromBar: 3 });
    const after = Array.from({ length: 3 }, () => stream.next());
    expect(after[0]!.revision).toBe(1);
    expect(sharpness(after)).toBeGreaterThan(sharpness(before.slice(1)) * 1.3);
  }, 30_000);

  it('packs PCM as interleaved 16-bit samples', () => {
    const pcm = toPcm16(Float32Array.of(0, 1, -2), Float32Array.of(0.5, -1, 0));
    expect(Array.from(new Int16Array(pcm.buffer))).toEqual([0, 16384, 32767, -32767, -32767, 0]);
  });
});
