import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSteps } from './render';

const plan = (prompt: string, seed = 1) =>
  renderSteps({ prompt, width: 256, height: 256, seed, defaultStyle: 'digital' }).plan;

/** The mean lightness and saturation (0–1) of the top fifth of a drawn picture (before its finish): the sky. */
async function sky(prompt: string): Promise<{ light: number; sat: number }> {
  const r = renderSteps({ prompt, width: 256, height: 256, seed: 2, defaultStyle: 'digital' });
  r.draw();
  const { data } = await sharp(await r.encode())
    .raw()
    .toBuffer({ resolveWithObject: true });
  let light = 0;
  let sat = 0;
  const n = 256 * 50;
  for (let i = 0; i < n * 3; i += 3) {
    const [pr, pg, pb] = [data[i]!, data[i + 1]!, data[i + 2]!];
    const max = Math.max(pr, pg, pb);
    light += (0.2126 * pr + 0.7152 * pg + 0.0722 * pb) / 255;
    sat += max ? (max - Math.min(pr, pg, pb)) / max : 0;
  }
  return { light: light / n, sat: sat / n };
}

describe('weather and season in the scene', () => {
  it('clouds over the sky in rain, storm, snow and fog: no sun or moon, cloud instead', () => {
    for (const prompt of [
      'a taxi in the rain',
      'a lighthouse in a storm',
      'a snowy village',
      'a foggy lake',
    ]) {
      for (const seed of [1, 2, 3, 4]) {
        const p = plan(prompt, seed);
        expect(p.kind).toBe('landscape');
        expect(p.has.has('sun')).toBe(false);
        expect(p.has.has('moon')).toBe(false);
        expect(p.has.has('clouds')).toBe(true);
      }
    }
    expect(plan('a taxi in the rain').weather).toBe('rain');
    expect(plan('a foggy lake').haze).toBe(true);
  });

  it('greys the sky: darker in rain, darkest in a storm, pale in snow', async () => {
    const clear = await sky('a taxi on a hill');
    const rain = await sky('a taxi on a hill in the rain');
    const storm = await sky('a taxi on a hill in a storm');
    const snow = await sky('a taxi on a hill in the snow');
    expect(rain.sat).toBeLessThan(clear.sat * 0.5);
    expect(rain.light).toBeLessThan(clear.light);
    expect(storm.light).toBeLessThan(rain.light - 0.1);
    expect(snow.light).toBeGreaterThan(rain.light + 0.15);
    expect(snow.sat).toBeLessThan(clear.sat * 0.5);
  });

  it('has no flowers in a winter garden and colours the trees in autumn', () => {
    for (const seed of [1, 2, 3]) {
      const winter = plan('a winter garden', seed);
      expect(winter.has.has('flowers')).toBe(false);
      expect(winter.has.has('meadow')).toBe(false);
      expect(winter.has.has('snow')).toBe(true);
    }
    expect(plan('a garden').has.has('flowers')).toBe(true);
    const autumn = plan('a house in autumn');
    expect(autumn).toMatchObject({ season: 'autumn' });
    expect(autumn.has.has('forest')).toBe(true);
  });

  it('does not read the "ice" of an ice cream cone as snow', () => {
    expect(plan('an ice cream cone').has.has('snow')).toBe(false);
    expect(plan('a penguin on the ice').has.has('snow')).toBe(true);
  });

  it('gives people on a beach a wide strip of sand in front of the sea', () => {
    const beach = plan('a pirate on a beach');
    expect(beach.shore).toBeGreaterThan(beach.horizon);
    expect(plan('a sailboat on the sea').shore).toBeUndefined();
  });
});
