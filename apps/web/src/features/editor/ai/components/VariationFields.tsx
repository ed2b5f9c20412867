import { AI_TOOL_BOUNDS } from '@muse/domain';
import type { AiSettings } from '../ai-settings';
import { PromptField } from './PromptField';
import { WeightAndSteps } from './WeightAndSteps';

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
      <WeightAndSteps settings={settings} onChange={onChange} disabled={disabled} bounds={bounds} />
    </>
  );
}
