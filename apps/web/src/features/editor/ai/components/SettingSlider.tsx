import { Slider, Text } from '@mantine/core';
import { useId } from 'react';

/** A labelled slider within a setting's bounds, its value shown beside the label. */
export function SettingSlider(props: {
  label: string;
  value: number;
  bounds: { min: number; max: number; step: number };
  onChange: (value: number) => void;
  format?: (value: number) => string;
  disabled?: boolean;
}) {
  const id = useId();
  const shown = props.format ? props.format(props.value) : String(props.value);
  return (
    <div>
      <Text size="sm" fw={500} id={id}>
        {props.label}: {shown}
      </Text>
      {props.bounds.max > props.bounds.min && (
        <Slider
          min={props.bounds.min}
          max={props.bounds.max}
          step={props.bounds.step}
          value={props.value}
          onChange={props.onChange}
          disabled={props.disabled}
          thumbLabel={props.label}
          label={props.format ?? null}
        />
      )}
    </div>
  );
}
