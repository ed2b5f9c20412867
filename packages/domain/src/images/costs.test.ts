import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_STEPS,
  imageRunCost,
  MAX_IMAGES_PER_RUN,
  allowedImageCounts,
  contextEditCost,
  editToolCost,
  generationCost,
  outpaintCost,
} from './index';

describe('images per run', () => {
  it('offers 1 or 2 to non-premium tiers', () => {
    for (const tier of ['', 'trialpro', 'true', true, null]) expect(allowedImageCounts(tier)).toEqual([1, 2]);
  });
  it('offers up to 4 to trialpremium, premium and ultimate', () => {
    for (const tier of ['trialpremium', 'premium', 'ultimate'])
      expect(allowedImageCounts(tier)).toEqual([1, 2, 3, 4]);
    expect(MAX_IMAGES_PER_RUN).toBe(4);
  });
});

describe('fixed credit costs (media-generation.md §9)', () => {
  it('prices the context models: gptimage1 8, gptimage1pro 20, gptimage1mini 1, gemini25 4, others 1', () => {
    expect(
      [
        'gptimage1',
        'gptimage1pro',
        'gptimage1mini',
        'gemini25',
        'kontext',
        'qwen-image-edit',
        'toString',
      ].map(contextEditCost),
    ).toEqual([8, 20, 1, 4, 1, 1, 1]);
  });
  it('prices background removal, variation and inpaint at 1', () => {
    expect(editToolCost('rembg')).toBe(1);
    expect(editToolCost('fluxdevcanny')).toBe(1);
    expect(editToolCost('inpaint2')).toBe(1);
    expect(editToolCost('inpaint5')).toBe(1);
    expect(editToolCost('gptimage1pro')).toBe(20);
  });
});

describe('outpaint cost: round(w*h*steps/50,000,000), minus 2 for premium or ultimate, floor 0', () => {
  it.each([
    [2048, 2048, 50, '', 4], // 4.19
    [2048, 2048, 50, 'true', 4],
    [2048, 2048, 50, 'trialpremium', 4],
    [2048, 2048, 50, 'premium', 2],
    [2048, 2048, 50, 'ultimate', 2],
    [1024, 1024, 20, '', 0], // 0.42
    [1024, 1024, 20, 'premium', 0], // floor 0
    [2048, 1536, 40, '', 3], // 2.52 rounds up
    [2000, 1250, 10, '', 1], // exactly 0.5 rounds up
  ])('%ix%i at %i steps for tier %j costs %i', (width, height, steps, tier, cost) => {
    expect(outpaintCost({ width, height, steps, tier })).toBe(cost);
    expect(editToolCost('outpaint-model2', { width, height, steps, tier })).toBe(cost);
  });
  it('needs the size to price an outpaint', () => {
    expect(() => editToolCost('outpaint-model2')).toThrow(TypeError);
  });
});

describe('generation cost (§9: from size, steps, length and audio, multiplied by number, minimum 1)', () => {
  const base = { modelCredits: 2, width: 1024, height: 1024, steps: 30, defaultSteps: 30, number: 1 };
  it('charges the model credits for one 1024² image at the default steps', () => {
    expect(generationCost(base)).toBe(2);
  });
  it('multiplies by number', () => {
    expect(generationCost({ ...base, number: 4 })).toBe(8);
  });
  it('scales with area and steps, rounding up per image', () => {
    expect(generationCost({ ...base, width: 2048, height: 2048 })).toBe(8);
    expect(generationCost({ ...base, steps: 60 })).toBe(4);
    expect(generationCost({ ...base, width: 1024, height: 768 })).toBe(2); // 1.5 → 2
    expect(generationCost({ ...base, width: 1024, height: 768, number: 2 })).toBe(4);
  });
  it('scales videos with length (per 5 s) and audio (×1.5)', () => {
    expect(generationCost({ ...base, lengthSeconds: 10 })).toBe(4);
    expect(generationCost({ ...base, lengthSeconds: 10, audio: true })).toBe(6);
  });
  it('ignores the steps factor when a model has no steps', () => {
    expect(generationCost({ modelCredits: 3, width: 1024, height: 1024, number: 1 })).toBe(3);
  });
  it('caps one item at maxCredits', () => {
    expect(generationCost({ ...base, width: 2048, height: 2048, maxCredits: 5, number: 2 })).toBe(10);
  });
  it('costs at least 1 per request', () => {
    expect(generationCost({ ...base, modelCredits: 0 })).toBe(1);
    expect(generationCost({ ...base, modelCredits: 1, width: 256, height: 256, steps: 5 })).toBe(1);
    expect(generationCost({ ...base, number: 0 })).toBe(2);
  });
  it('does not round float noise up', () => {
    // 3 × 58/9 × 1.5 is 29.000000000000004 in floating point
    const noisy = {
      modelCredits: 3,
      width: 1024,
      height: 1024,
      steps: 58,
      defaultSteps: 9,
      number: 1,
      audio: true,
    };
    expect(generationCost(noisy)).toBe(29);
  });
});

describe('a run of images: the price the model card shows is the price of the first Create', () => {
  it('costs the model price at 1024² and the default steps, scaled by size, steps and number', () => {
    expect(DEFAULT_IMAGE_STEPS).toBe(20);
    const base = { modelCredits: 1, width: 1024, height: 1024, number: 1 };
    expect(imageRunCost({ ...base, steps: DEFAULT_IMAGE_STEPS })).toBe(1);
    expect(imageRunCost({ ...base, steps: 25 })).toBe(2);
    expect(imageRunCost({ ...base, steps: 20, number: 2 })).toBe(2);
    expect(imageRunCost({ ...base, modelCredits: 4, steps: 20, width: 512, height: 512 })).toBe(1);
  });
});
