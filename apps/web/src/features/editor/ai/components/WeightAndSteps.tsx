import type { AiSettings } from '../ai-settings';
import { SettingSlider } from './SettingSlider';

type Bounds = { min: number; max: number; step: number };

/** The image weight and steps sliders that the area edit, variation and context tools share. */
export function WeightAndSteps(props: {
  settings: AiSettings;
  onChange: (patch: Partial<AiSettings>) => void;
  disabled: boolean;
  bounds: { imageWeight: Bounds; steps: Bounds };
}) {
  const { settings, onChange, disabled, bounds } = props;
  return (
    <>
      <SettingSlider
        label="Image weight"
        value={settings.imageWeight}
        bounds={bounds.imageWeight}
        onChange={(imageWeight) => onChange({ imageWeight })}
        disabled={disabled}
      />
      <SettingSlider
        label="Steps"
        value={settings.steps}
        bounds={bounds.steps}
        onChange={(steps) => onChange({ steps })}
        disabled={disabled}
      />
    </>
  );
}
