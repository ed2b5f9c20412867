import { DEFAULT_ADJUSTMENTS, type Adjustments } from '@muse/domain';

export interface EffectPreset {
  id: string;
  label: string;
  /** the adjustments it sets; everything else goes back to the default, flips and rotation stay */
  values: Partial<Omit<Adjustments, 'flipHorizontal' | 'flipVertical' | 'rotation'>>;
}

/** Looks made of the basic adjustments, so a preset stays editable with the sliders afterwards. */
export const EFFECT_PRESETS: readonly EffectPreset[] = [
  { id: 'original', label: 'Original', values: {} },
  { id: 'vintage', label: 'Vintage', values: { sepia: 45, contrast: 90, saturation: 80, brightness: 105 } },
  { id: 'bw', label: 'B&W', values: { grayscale: 100, contrast: 110 } },
  { id: 'warm', label: 'Warm', values: { sepia: 20, saturation: 120, hue: -10 } },
  { id: 'cool', label: 'Cool', values: { saturation: 90, hue: 15, brightness: 102 } },
  { id: 'dramatic', label: 'Dramatic', values: { contrast: 150, saturation: 120, brightness: 90 } },
  { id: 'fade', label: 'Fade', values: { contrast: 75, saturation: 70, brightness: 112 } },
  { id: 'vivid', label: 'Vivid', values: { saturation: 160, contrast: 115 } },
  { id: 'noir', label: 'Noir', values: { grayscale: 100, contrast: 160, brightness: 85 } },
  { id: 'dreamy', label: 'Dreamy', values: { blur: 1.5, brightness: 110, saturation: 115 } },
  { id: 'negative', label: 'Negative', values: { invert: 100 } },
];

/** The adjustments after choosing a preset: its values over the defaults, keeping flips and rotation. */
export function applyEffect(current: Adjustments, preset: EffectPreset): Adjustments {
  return {
    ...DEFAULT_ADJUSTMENTS,
    ...preset.values,
    flipHorizontal: current.flipHorizontal,
    flipVertical: current.flipVertical,
    rotation: current.rotation,
  };
}

/** The preset the adjustments match now, if any (shown as chosen). */
export function activeEffect(current: Adjustments): string | null {
  const match = EFFECT_PRESETS.find((p) => {
    const applied = applyEffect(current, p);
    return (Object.keys(applied) as (keyof Adjustments)[]).every((k) => applied[k] === current[k]);
  });
  return match?.id ?? null;
}
