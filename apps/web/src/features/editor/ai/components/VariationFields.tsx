import { AI_TOOL_BOUNDS } from '@muse/domain';
import type { AiSettings } from '../ai-settings';
import { PromptField } from './PromptField';
import { SettingSlider } from './SettingSlider';

/** A variation: what the picture shows, how much of it to keep, and steps. */
export function VariationFields(props: {
  settings: AiSettings;
  onChange: (patch: Partial<AiSettings>) => void;
  disabled: boolean;
}) {
  const { settings, onChange, disabled } = props;
  const bounds = AI_TOOL_BOUNDS.variation;
  return (
    <>
      <PromptField
        label="What the picture shows"
        value={settings.prompt}
        onChange={(prompt) => onChange({ prompt })}
        disabled={disabled}
      />
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
