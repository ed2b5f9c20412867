import { describe, expect, it } from 'vitest';
import type { ModelEntry } from '@muse/contracts';
import {
  canGenerate,
  createBody,
  defaultSettings,
  ideasStale,
  imageCountChoices,
  initialModel,
  randomSeed,
  sortImageModels,
  switchSeed,
} from './generation-settings';

const model = (key: string, featured: boolean, available = true, group = 'Muse local'): ModelEntry => ({
  key,
  name: key,
  capability: 'image',
  engine: 'local',
  kind: 'local',
  available,
  image: {
    group,
    credits: 1,
    featured,
    supportsImages: 0,
    sizes: ['1024x768', '1024x1024'],
    sizeBounds: { min: 256, max: 1920, step: 8 },
    description: '',
  },
});

describe('canGenerate (§5)', () => {
  it('needs a keyword or prompt, and is off while busy or on error', () => {
    expect(canGenerate({ text: '  ', busy: false, error: false })).toBe(false);
    expect(canGenerate({ text: 'cat', busy: false, error: false })).toBe(true);
    expect(canGenerate({ text: 'cat', busy: true, error: false })).toBe(false);
    expect(canGenerate({ text: 'cat', busy: false, error: true })).toBe(false);
  });
});

describe('settings', () => {
  it('start with the model first preset size', () => {
    expect(defaultSettings(model('art', true))).toMatchObject({
      model: 'art',
      width: 1024,
      height: 768,
      number: 1,
    });
  });
  it("carry Ultimate's character and input picture into the body; a model that takes no picture drops it", () => {
    const chosen = {
      model: 'art',
      width: 512,
      height: 512,
      steps: 20,
      number: 1,
      seed: null,
      characterId: 'c1',
      inputImage: { filename: 'up.png', url: '/x' },
    };
    expect(createBody(chosen, { description: 'a fox', tags: [] })).toMatchObject({
      characterId: 'c1',
      inputImage: 'up.png',
    });
    const takes = { ...model('art', true), image: { ...model('art', true).image!, supportsImages: 2 } };
    expect(defaultSettings(takes, chosen)).toMatchObject({
      characterId: 'c1',
      inputImage: chosen.inputImage,
    });
    expect(defaultSettings(model('plain', true), chosen)).toMatchObject({
      characterId: 'c1',
      inputImage: null,
    });
    const none = createBody(
      { ...chosen, characterId: null, inputImage: null },
      { description: 'a', tags: [] },
    );
    expect(none).not.toHaveProperty('characterId');
    expect(none).not.toHaveProperty('inputImage');
  });

  it('build the request body, leaving a random seed to the server', () => {
    const body = createBody(
      { model: 'art', width: 512, height: 512, steps: 99, number: 2, seed: null },
      { description: ' a fox ', tags: ['neon'] },
    );
    expect(body).toEqual({
      description: 'a fox',
      tags: ['neon'],
      model: 'art',
      width: 512,
      height: 512,
      steps: 60,
      number: 2,
    });
  });
  it('draw seeds within 0 … 2^32-1', () => {
    expect(randomSeed(() => 0)).toBe(0);
    expect(randomSeed(() => 0.9999999999)).toBe(2 ** 32 - 1);
  });
  it('list featured models first and start with an available one', () => {
    const models = [model('b', false), model('gpt', true, false, 'OpenAI'), model('art', true)];
    expect(sortImageModels(models).map((m) => m.key)).toEqual(['art', 'gpt', 'b']);
    expect(initialModel(models)?.key).toBe('art');
  });
});

describe('the seed switch, the count choices and stale results (music-and-extras.md §rules)', () => {
  it('switching the seed on picks a random 32-bit seed; off sends none (a new random seed per image)', () => {
    expect(switchSeed(true, () => 0.5)).toBe(2 ** 31);
    expect(switchSeed(true, () => 0.999999999999)).toBeLessThanOrEqual(2 ** 32 - 1);
    expect(switchSeed(false)).toBeNull();
  });

  it('offers every count up to 4, the ones above the plan marked locked', () => {
    expect(imageCountChoices([1, 2])).toEqual([
      { count: 1, locked: false },
      { count: 2, locked: false },
      { count: 3, locked: true },
      { count: 4, locked: true },
    ]);
    expect(imageCountChoices([1, 2, 3, 4]).some((c) => c.locked)).toBe(false);
  });

  it('ideas go stale when the model or the size changes, not the steps, count or seed', () => {
    const base = { model: 'local', width: 1024, height: 1024, steps: 25, number: 1, seed: null };
    expect(ideasStale(base, { ...base, model: 'sketch' })).toBe(true);
    expect(ideasStale(base, { ...base, width: 768 })).toBe(true);
    expect(ideasStale(base, { ...base, height: 768 })).toBe(true);
    expect(ideasStale(base, { ...base, steps: 40, number: 2, seed: 7 })).toBe(false);
  });
});
