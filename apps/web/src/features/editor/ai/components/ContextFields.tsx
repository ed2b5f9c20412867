import { NumberInput } from '@mantine/core';
import { AI_TOOL_BOUNDS as B, clampToRange } from '@muse/domain';
import type { AiSettings } from '../ai-settings';
import { PromptField } from './PromptField';
import { WeightAndSteps } from './WeightAndSteps';

/** A context edit: the change in words, how strongly the words and the picture count, and steps. */
export function ContextFields(props: {
  settings: AiSettings;
  onChange: (patch: Partial<AiSettings>) => void;
  disabled: boolean;
}) {
  const { settings, onChange, disabled } = props;
  const weight = B.context.promptWeight;
  return (
    <>
      <PromptField
        label="What should change?"
        placeholder="e.g. make the sky stormy"
        value={settings.prompt}
        onChange={(prompt) => onChange({ prompt })}
        disabled={disabled}
      />
      <NumberInput
        label="Prompt weight"
        description="How closely the change follows your words"
        min={weight.min}
        max={weight.max}
        step={0.1}
        decimalScale={2}
        value={settings.promptWeight}
        onChange={(v) => {
          if (typeof v === 'number') onChange({ promptWeight: clampToRange(v, weight) });
        }}
        disabled={disabled}
      />
      <WeightAndSteps
        settings={settings}
        onChange={onChange}
        disabled={disabled}
        bounds={{ imageWeight: B.inpaint.imageWeight, steps: B.context.steps }}
      />
    </>
  );
}
