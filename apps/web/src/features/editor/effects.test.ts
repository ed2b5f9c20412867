import { DEFAULT_ADJUSTMENTS } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { EFFECT_PRESETS, activeEffect, applyEffect } from './effects';

const preset = (id: string) => EFFECT_PRESETS.find((p) => p.id === id)!;

describe('effect presets', () => {
  it('set their values over the defaults and keep flips and rotation', () => {
    const current = { ...DEFAULT_ADJUSTMENTS, blur: 4, flipHorizontal: true, rotation: 30 };
    expect(applyEffect(current, preset('bw'))).toEqual({
      ...DEFAULT_ADJUSTMENTS,
      grayscale: 100,
      contrast: 110,
      flipHorizontal: true,
      rotation: 30,
    });
  });

  it('Original goes back to the defaults', () => {
    expect(applyEffect({ ...DEFAULT_ADJUSTMENTS, sepia: 50 }, preset('original'))).toEqual(
      DEFAULT_ADJUSTMENTS,
    );
  });

  it('knows which preset the adjustments match', () => {
    expect(activeEffect(DEFAULT_ADJUSTMENTS)).toBe('original');
    expect(activeEffect(applyEffect(DEFAULT_ADJUSTMENTS, preset('vintage')))).toBe('vintage');
    expect(activeEffect({ ...DEFAULT_ADJUSTMENTS, sepia: 3 })).toBeNull();
  });

  it('stay within the adjustment bounds and have distinct ids', () => {
    expect(new Set(EFFECT_PRESETS.map((p) => p.id)).size).toBe(EFFECT_PRESETS.length);
  });
});
