import { useState } from 'react';
import { Button, CloseButton, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconTag, IconTagOff, IconTrash } from '@tabler/icons-react';
import { ASSET_TAG_MAX, normaliseTag } from '@muse/domain';
import { selectedLabel } from '../library-view';
import classes from './AssetLibrary.module.css';

export interface SelectionBarProps {
  count: number;
  /** adds (or removes) the tag on every selected asset; true when done */
  onTag(tag: string, add: boolean): Promise<boolean>;
  onDelete(): void;
  onClear(): void;
}

/** What can be done to every selected asset at once: add or remove a tag, delete them. */
export function SelectionBar({ count, onTag, onDelete, onClear }: SelectionBarProps) {
  const [tag, setTag] = useState('');
  const [busy, setBusy] = useState<'add' | 'remove' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (add: boolean) => {
    const check = normaliseTag(tag);
    if (!check.ok) return setProblem('Write a tag first');
    setProblem(null);
    setBusy(add ? 'add' : 'remove');
    if (await onTag(check.tag, add)) setTag('');
    setBusy(null);
  };
  return (
    <Paper withBorder p="xs" radius="md" className={classes.selectionBar} aria-label="Selected assets">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          {selectedLabel(count)}
        </Text>
        <TextInput
          size="xs"
          w={170}
          placeholder="Tag"
          aria-label="Tag for the selected assets"
          value={tag}
          maxLength={ASSET_TAG_MAX}
          error={problem}
          onChange={(e) => setTag(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void run(true);
          }}
        />
        <Button
          size="xs"
          leftSection={<IconTag size={14} aria-hidden />}
          loading={busy === 'add'}
          disabled={busy !== null}
          onClick={() => void run(true)}
        >
          Add tag
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconTagOff size={14} aria-hidden />}
          loading={busy === 'remove'}
          disabled={busy !== null}
          onClick={() => void run(false)}
        >
          Remove tag
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onDelete}
        >
          Delete
        </Button>
        <CloseButton ml="auto" onClick={onClear} aria-label="Clear the selection" />
      </Group>
    </Paper>
  );
}
