import { describe, expect, it } from 'vitest';
import { upsample2x } from './upsample';

const sine = (hz: number, rate: number, n: number) =>
  Float32Array.from({ length: n }, (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / rate));

describe('upsample2x', () => {
  it('keeps the samples and fills the new ones with the band-limited signal between them', () => {
    for (const hz of [220, 1000, 4000, 8000]) {
      const out = upsample2x(sine(hz, 22050, 4000));
      const expected = sine(hz, 44100, 8000);
      expect(out).toHaveLength(8000);
      let worst = 0;
      for (let i = 200; i < 7800; i++) worst = Math.max(worst, Math.abs(out[i]! - expected[i]!));
      expect(worst, `${hz} Hz`).toBeLessThan(hz < 5000 ? 0.001 : 0.01);
    }
  });

  it('adds no sound of its own: silence stays silent and a click rings out within the taps', () => {
    expect(upsample2x(new Float32Array(100)).every((s) => s === 0)).toBe(true);
    const click = new Float32Array(200);
    click[100] = 1;
    const out = upsample2x(click);
    expect(out[200]).toBe(1);
    for (let i = 0; i < out.length; i++) if (Math.abs(i - 200) > 32) expect(out[i]).toBe(0);
  });
});
