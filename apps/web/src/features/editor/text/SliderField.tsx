import { Group, Slider, Text } from '@mantine/core';

export interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** how the value reads next to the label */
  format?: (value: number) => string;
  /** while dragging: no undo step */
  onPreview: (value: number) => void;
  /** on release: one undo step */
  onCommit: (value: number) => void;
}

/** A labelled slider whose drag is one undo step. */
export function SliderField({
  label,
  value,
  min,
  max,
  step = 1,
  format,
  onPreview,
  onCommit,
}: SliderFieldProps) {
  return (
    <div>
      <Group justify="space-between" gap={4}>
        <Text size="xs">{label}</Text>
        <Text size="xs" c="dimmed">
          {format ? format(value) : value}
        </Text>
      </Group>
      <Slider
        thumbLabel={label}
        size="sm"
        min={min}
        max={max}
        step={step}
        value={Math.min(max, Math.max(min, value))}
        label={null}
        onChange={onPreview}
        onChangeEnd={onCommit}
      />
    </div>
  );
}

export const percent = (v: number) => `${Math.round(v * 100)}%`;
