import { ActionIcon, Button, Group, Switch, Textarea, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconBulb, IconSparkles } from '@tabler/icons-react';
import type { ModelEntry } from '@muse/contracts';
import { Hint } from '../../../shared/Hint';

export type PromptMode = 'keywords' | 'advanced';

interface PromptBarProps {
  mode: PromptMode;
  onModeChange: (mode: PromptMode) => void;
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  canSubmit: boolean;
  busy: boolean;
  model: ModelEntry | undefined;
  onOpenModels: () => void;
  settingsOpen: boolean;
  onToggleSettings: () => void;
}

/** Keywords (→ ideas) or an advanced prompt (→ generate), with the model and settings buttons. */
export function PromptBar(props: PromptBarProps) {
  const { mode, text, onTextChange, onSubmit, canSubmit, busy, model } = props;
  const advanced = mode === 'advanced';
  const submitLabel = advanced ? 'Generate' : 'Get ideas';
  const submit = (
    <Button
      type="submit"
      w={{ base: '100%', xs: 'auto' }}
      disabled={!canSubmit}
      loading={busy}
      leftSection={advanced ? <IconSparkles size={18} aria-hidden /> : <IconBulb size={18} aria-hidden />}
    >
      {submitLabel}
    </Button>
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit) onSubmit();
      }}
    >
      {advanced ? (
        <Textarea
          label="Prompt"
          placeholder="Describe the image: subject, style, light, colours…"
          value={text}
          onChange={(e) => onTextChange(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && canSubmit) onSubmit();
          }}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={4000}
        />
      ) : (
        <TextInput
          label="Keywords"
          placeholder="e.g. a fox in a snowy forest"
          value={text}
          onChange={(e) => onTextChange(e.currentTarget.value)}
          maxLength={500}
          size="md"
        />
      )}
      <Group mt="sm" gap="sm" justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Switch
            label="Advanced prompt"
            checked={advanced}
            onChange={(e) => props.onModeChange(e.currentTarget.checked ? 'advanced' : 'keywords')}
          />
          <Group gap="sm" wrap="nowrap">
            <Button
              variant="default"
              onClick={props.onOpenModels}
              aria-label={`Model: ${model?.name ?? 'choose'}`}
            >
              {model?.name ?? 'Choose a model'}
            </Button>
            <Hint label="Size and settings">
              <ActionIcon
                variant={props.settingsOpen ? 'filled' : 'default'}
                size="lg"
                onClick={props.onToggleSettings}
                aria-label="Size and settings"
                aria-expanded={props.settingsOpen}
              >
                <IconAdjustmentsHorizontal size={18} aria-hidden />
              </ActionIcon>
            </Hint>
          </Group>
        </Group>
        {submit}
      </Group>
    </form>
  );
}
