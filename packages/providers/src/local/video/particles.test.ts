import { describe, expect, it } from 'vitest';
import { flashAt, lightning, stormy } from './lightning';
import { drawParticles, particleField, particlesFor } from './particles';

describe('particles and lightning', () => {
  it('reads the weather and the motes from the prompt', () => {
    expect(particlesFor('a red fox in a snowy forest')).toBe('snow');
    expect(particlesFor('a city street in the rain')).toBe('rain');
    expect(particlesFor('a lighthouse in a storm')).toBe('rain');
    expect(particlesFor('a campfire under the stars')).toBe('sparks');
    expect(particlesFor('dust in the sunbeams of an old barn')).toBe('dust');
    expect(particlesFor('a quiet lake at dawn')).toBeUndefined();
    expect(stormy('a lighthouse in a storm')).toBe(true);
    expect(stormy('a city street in the rain')).toBe(false);
  });

  it('draws each kind over a frame, moving with time, the same for the same seed', () => {
    const [width, height] = [640, 360];
    const draw = (kind: Parameters<typeof particleField>[0], seconds: number, seed = 1) => {
      const frame = new Uint32Array(width * height).fill(0xff202020);
      drawParticles(particleField(kind, width, height, seed), seconds, frame, width, height);
      return frame;
    };
    for (const kind of ['snow', 'rain', 'dust', 'sparks'] as const) {
      const now = draw(kind, 1);
      const later = draw(kind, 1.1);
      const touched = now.filter((p) => p !== 0xff202020).length;
      expect(touched, kind).toBeGreaterThan(20);
      expect(
        now.every((p) => p >>> 24 === 0xff),
        kind,
      ).toBe(true);
      expect(
        now.some((p, i) => p !== later[i]),
        kind,
      ).toBe(true);
      expect(draw(kind, 1)).toEqual(now);
    }
  });

  it('flashes a few times in a storm, dark between flashes', () => {
    const field = lightning(10, 7);
    expect(field.strikes.length).toBeGreaterThanOrEqual(2);
    expect(field.strikes.every((t) => t >= 0.5 && t < 9.7)).toBe(true);
    const first = field.strikes[0]!;
    expect(flashAt(field, first + 0.02)).toBeGreaterThan(0.3);
    expect(flashAt(field, first + 0.09)).toBeGreaterThan(0.5);
    expect(flashAt(field, first + 0.5)).toBe(0);
    expect(flashAt(field, 0.2)).toBe(0);
  });
});
