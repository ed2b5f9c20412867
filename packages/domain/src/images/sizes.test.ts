import { describe, expect, it } from 'vitest';
import {
  NOVA_CANVAS_SIZE_BOUNDS,
  PRESET_SIZES,
  SEED_MAX,
  SIZE_NAMES,
  STANDARD_SIZE_BOUNDS,
  STEPS_BOUNDS,
  clampToBounds,
  isAllowedSize,
  isGptImageSize,
  isValidSeed,
  presetSizes,
  sizeBounds,
  sizeName,
} from './index';

const wxh = (sizes: readonly { width: number; height: number }[]) =>
  sizes.map((s) => `${s.width}x${s.height}`);

describe('sizes (media-generation.md §3, §9)', () => {
  it('has the four size names of an item', () => {
    expect(SIZE_NAMES).toEqual(['square', 'landscape', 'portrait', 'custom']);
  });

  it('lists the preset sizes of §9', () => {
    expect(wxh(PRESET_SIZES)).toEqual([
      '1024x1024',
      '1024x768',
      '768x1024',
      '512x512',
      '768x768',
      '576x1024',
      '1024x576',
    ]);
  });

  it('gives art and dalle 1024x1792 and 1792x1024, gpt image 1536, janus 384x384', () => {
    expect(wxh(presetSizes('art'))).toEqual(expect.arrayContaining(['1024x1792', '1792x1024']));
    expect(wxh(presetSizes('dalle3'))).toEqual(expect.arrayContaining(['1024x1792', '1792x1024']));
    expect(wxh(presetSizes('gptimage1'))).toEqual(['1024x1024', '1536x1024', '1024x1536']);
    expect(wxh(presetSizes('janus'))).toEqual(['384x384']);
    expect(presetSizes('photo2')).toBe(PRESET_SIZES);
  });

  it.each([
    [1024, 1024, 'square'],
    [512, 512, 'square'],
    [768, 768, 'square'],
    [384, 384, 'square'],
    [1024, 768, 'landscape'],
    [1024, 576, 'landscape'],
    [1792, 1024, 'landscape'],
    [1536, 1024, 'landscape'],
    [768, 1024, 'portrait'],
    [576, 1024, 'portrait'],
    [1024, 1792, 'portrait'],
    [1024, 1536, 'portrait'],
    [1000, 1000, 'custom'],
    [800, 600, 'custom'],
  ])('names %ix%i %s', (w, h, name) => {
    expect(sizeName(w, h)).toBe(name);
  });

  it('offers GPT Image only for 1536x1024, 1024x1536 or square (§5)', () => {
    expect([isGptImageSize(1536, 1024), isGptImageSize(1024, 1536), isGptImageSize(700, 700)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(isGptImageSize(1024, 768)).toBe(false);
  });
});

describe('slider bounds', () => {
  it('uses 256–1920 step 8 for standard models and 320–2048 step 16 for nova-canvas', () => {
    expect(STANDARD_SIZE_BOUNDS).toEqual({ min: 256, max: 1920, step: 8 });
    expect(NOVA_CANVAS_SIZE_BOUNDS).toEqual({ min: 320, max: 2048, step: 16 });
    expect(sizeBounds('nova-canvas')).toBe(NOVA_CANVAS_SIZE_BOUNDS);
    expect(sizeBounds('photo2')).toBe(STANDARD_SIZE_BOUNDS);
  });

  it('allows 5–60 steps and a 32-bit unsigned seed', () => {
    expect(STEPS_BOUNDS).toEqual({ min: 5, max: 60, step: 1 });
    expect(SEED_MAX).toBe(4_294_967_295);
    expect([isValidSeed(0), isValidSeed(4_294_967_295)]).toEqual([true, true]);
    expect([isValidSeed(-1), isValidSeed(4_294_967_296), isValidSeed(1.5)]).toEqual([false, false, false]);
  });

  it('clamps and snaps to the step', () => {
    expect(clampToBounds(100, STANDARD_SIZE_BOUNDS)).toBe(256);
    expect(clampToBounds(5000, STANDARD_SIZE_BOUNDS)).toBe(1920);
    expect(clampToBounds(1003, STANDARD_SIZE_BOUNDS)).toBe(1000);
    expect(clampToBounds(1005, STANDARD_SIZE_BOUNDS)).toBe(1008);
    expect(clampToBounds(1000, NOVA_CANVAS_SIZE_BOUNDS)).toBe(1008);
    expect(clampToBounds(3000, NOVA_CANVAS_SIZE_BOUNDS)).toBe(2048);
    expect(clampToBounds(0, STEPS_BOUNDS)).toBe(5);
    expect(clampToBounds(61, STEPS_BOUNDS)).toBe(60);
    expect(clampToBounds(Number.NaN, STEPS_BOUNDS)).toBe(5);
  });

  it('never snaps past max when the range is not a whole number of steps', () => {
    expect(clampToBounds(99, { min: 0, max: 10, step: 4 })).toBe(8);
    expect(clampToBounds(10, { min: 0, max: 10, step: 4 })).toBe(8);
  });

  it('checks a size against a model’s fixed sizes or its bounds', () => {
    expect(isAllowedSize({ sizes: presetSizes('gptimage1') }, 1536, 1024)).toBe(true);
    expect(isAllowedSize({ sizes: presetSizes('gptimage1') }, 1024, 768)).toBe(false);
    expect(isAllowedSize({}, 1024, 768)).toBe(true);
    expect(isAllowedSize({}, 1004, 768)).toBe(false);
    expect(isAllowedSize({}, 2048, 1024)).toBe(false);
    expect(isAllowedSize({ bounds: NOVA_CANVAS_SIZE_BOUNDS }, 2048, 1024)).toBe(true);
    expect(isAllowedSize({ bounds: NOVA_CANVAS_SIZE_BOUNDS }, 256, 1024)).toBe(false);
    expect(isAllowedSize({ bounds: NOVA_CANVAS_SIZE_BOUNDS }, 1000, 1024)).toBe(false);
    expect(PRESET_SIZES.every((s) => isAllowedSize({}, s.width, s.height))).toBe(true);
    expect(
      PRESET_SIZES.every((s) => isAllowedSize({ bounds: NOVA_CANVAS_SIZE_BOUNDS }, s.width, s.height)),
    ).toBe(true);
  });
});
