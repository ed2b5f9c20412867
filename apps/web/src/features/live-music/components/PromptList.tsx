import { ActionIcon, Button, Group, Slider, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { LIVE_MUSIC_MAX_PROMPTS } from '@muse/contracts';
import type { DraftPrompt } from '../settings';

interface Props {
  prompts: DraftPrompt[];
  onText(id: string, text: string): void;
  /** The text was left or Enter pressed: time to send it. */
  onTextDone(): void;
  onWeight(id: string, weight: number, done: boolean): void;
  onAdd(): void;
  onRemove(id: string): void;
}

/** The weighted prompts: a text and a weight slider each, up to four. */
export function PromptList({ prompts, onText, onTextDone, onWeight, onAdd, onRemove }: Props) {
  return (
    <Stack gap="md">
      {prompts.map((prompt, i) => (
        <Group key={prompt.id} align="flex-end" gap="sm" wrap="nowrap">
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <TextInput
              label={`Prompt ${i + 1}`}
              placeholder="e.g. warm jazz piano"
              value={prompt.text}
              maxLength={200}
              onChange={(e) => onText(prompt.id, e.currentTarget.value)}
              onBlur={onTextDone}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onTextDone();
              }}
            />
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" c="dimmed" w={56}>
                Weight
              </Text>
              <Slider
                style={{ flex: 1 }}
                min={0}
                max={1}
                step={0.05}
                value={prompt.weight}
                label={(v) => `${Math.round(v * 100)}%`}
                thumbLabel={`Weight of prompt ${i + 1}`}
                onChange={(v) => onWeight(prompt.id, v, false)}
                onChangeEnd={(v) => onWeight(prompt.id, v, true)}
              />
              <Text size="sm" w={40} ta="right" aria-hidden>
                {Math.round(prompt.weight * 100)}%
              </Text>
            </Group>
          </Stack>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Remove prompt ${i + 1}`}
            onClick={() => onRemove(prompt.id)}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {prompts.length === 0 && (
        <Text size="sm" c="dimmed">
          Add a prompt to play.
        </Text>
      )}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onAdd}
        disabled={prompts.length >= LIVE_MUSIC_MAX_PROMPTS}
        style={{ alignSelf: 'flex-start' }}
      >
        Add prompt
      </Button>
    </Stack>
  );
}
