import { Group, Slider, Text } from '@mantine/core';
import { ADJUSTMENT_BOUNDS, clampAdjustment, type NumericAdjustment } from '@muse/domain';
import { useEditor } from '../state/editor-context';

export const ADJUSTMENT_LABELS: Readonly<Record<NumericAdjustment, { label: string; unit: string }>> = {
  brightness: { label: 'Brightness', unit: '%' },
  contrast: { label: 'Contrast', unit: '%' },
  saturation: { label: 'Saturation', unit: '%' },
  hue: { label: 'Hue', unit: '°' },
  blur: { label: 'Blur', unit: ' px' },
  grayscale: { label: 'Grayscale', unit: '%' },
  sepia: { label: 'Sepia', unit: '%' },
  invert: { label: 'Invert', unit: '%' },
  opacity: { label: 'Opacity', unit: '%' },
  rotation: { label: 'Rotation', unit: '°' },
};

/** One adjustment: moving the slider previews, letting go records one undo step. */
export function AdjustSlider({ name }: { name: NumericAdjustment }) {
  const { store, snapshot } = useEditor();
  const { min, max, step } = ADJUSTMENT_BOUNDS[name];
  const { label, unit } = ADJUSTMENT_LABELS[name];
  const value = snapshot.doc.adjustments[name];
  const set = (v: number) =>
    store.preview((doc) => ({
      ...doc,
      adjustments: { ...doc.adjustments, [name]: clampAdjustment(name, v) },
    }));
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text size="sm" component="label" id={`adjust-${name}`}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden>
          {name === 'blur' ? value.toFixed(1) : value}
          {unit}
        </Text>
      </Group>
      <Slider
        aria-labelledby={`adjust-${name}`}
        thumbLabel={label}
        min={min}
        max={max}
        step={step}
        value={value}
        label={null}
        onChange={set}
        onChangeEnd={() => store.commit()}
        disabled={snapshot.ui.busy}
      />
    </div>
  );
}
