import { Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { AI_TOOL_BOUNDS } from '@muse/domain';
import type { AiSettings } from '../ai-settings';
import { PromptField } from './PromptField';
import { WeightAndSteps } from './WeightAndSteps';

/** The area edit: the lasso's areas (drawn on the picture) with a clear button, then the words and weights. */
export function AreaFields(props: {
  settings: AiSettings;
  areas: number;
  onChange: (patch: Partial<AiSettings>) => void;
  onClear: () => void;
  disabled: boolean;
}) {
  const { settings, onChange, disabled } = props;
  const bounds = AI_TOOL_BOUNDS.inpaint;
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" aria-live="polite" style={{ flex: 1, minWidth: 0 }}>
          {props.areas === 0
            ? 'Draw around an area on the picture.'
            : `${props.areas} ${props.areas === 1 ? 'area' : 'areas'} selected. Draw again to add more.`}
        </Text>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconEraser size={14} />}
          onClick={props.onClear}
          disabled={disabled || props.areas === 0}
          style={{ flexShrink: 0 }}
        >
          Clear
        </Button>
      </Group>
      <PromptField
        label="What should be there"
        value={settings.prompt}
        onChange={(prompt) => onChange({ prompt })}
        disabled={disabled}
      />
      <WeightAndSteps settings={settings} onChange={onChange} disabled={disabled} bounds={bounds} />
    </>
  );
}
