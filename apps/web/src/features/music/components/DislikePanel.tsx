import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconCopy, IconRefresh, IconSend, IconTrash } from '@tabler/icons-react';
import { DISLIKE_APOLOGY, SUPPORT_PROMPT, SUPPORT_THANKS } from '../dislike-texts';
import type { PlayerPermissions } from '../player-permissions';
import type { useTrackActions } from '../hooks/use-track-actions';
import classes from './MusicPlayer.module.css';

interface DislikePanelProps {
  permissions: PlayerPermissions;
  actions: ReturnType<typeof useTrackActions>;
  onCreateSimilar: () => void;
  onDelete: () => void;
  onBack: () => void;
}

/**
 * After a dislike: the apology, a way to reach support, and what can be done about it — Regenerate
 * (owner), Create Similar (songs), Delete (owner) and Back.
 */
export function DislikePanel({ permissions, actions, onCreateSimilar, onDelete, onBack }: DislikePanelProps) {
  const [note, setNote] = useState('');
  const { regenerate, feedback } = actions;
  return (
    <Paper className={classes.apology} radius="lg" p="lg" role="region" aria-labelledby="apology-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="apology-title">
          {DISLIKE_APOLOGY}
        </Title>
        {feedback.isSuccess ? (
          <Text size="sm" role="status">
            {SUPPORT_THANKS}
          </Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm">{SUPPORT_PROMPT}</Text>
            <Textarea
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              placeholder="What didn't sound right?"
              aria-label="Your note to support"
              classNames={{ input: classes.glassInput }}
              autosize
              minRows={2}
              maxRows={5}
              maxLength={2000}
            />
            <Group>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconSend size={14} aria-hidden />}
                disabled={note.trim() === ''}
                loading={feedback.isPending}
                onClick={() => feedback.mutate(note)}
              >
                Send to support
              </Button>
            </Group>
          </Stack>
        )}
        <Group gap="xs">
          {permissions.canRegenerate && (
            <Button
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={regenerate.isPending}
              onClick={() => regenerate.mutate(undefined, { onSuccess: onBack })}
            >
              Regenerate
            </Button>
          )}
          {permissions.canCreateSimilar && (
            <Button
              variant="light"
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={onCreateSimilar}
            >
              Create Similar
            </Button>
          )}
          {permissions.canDelete && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
            >
              Delete
            </Button>
          )}
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            Back
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
