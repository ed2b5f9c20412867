import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import type { LivePlayerView } from '../live-player';

interface Props {
  view: LivePlayerView;
  /** Why Play is not possible yet, or null. */
  blocked: string | null;
  onPlay(): void;
  onStop(): void;
}

const STATUS = { stopped: 'Stopped', loading: 'Starting…', playing: 'Playing' } as const;

/** Play or Stop, what the player is doing, and the last problem in the spec's words. */
export function PlayerBar({ view, blocked, onPlay, onStop }: Props) {
  return (
    <>
      <Group gap="md">
        {view.status === 'stopped' ? (
          <Button
            size="md"
            leftSection={<IconPlayerPlayFilled size={18} aria-hidden />}
            onClick={onPlay}
            disabled={blocked !== null}
          >
            Play
          </Button>
        ) : (
          <Button
            size="md"
            color="gray"
            loading={view.status === 'loading'}
            leftSection={<IconPlayerStopFilled size={18} aria-hidden />}
            onClick={onStop}
          >
            Stop
          </Button>
        )}
        <Text role="status" aria-live="polite" fw={500} c={view.status === 'playing' ? 'teal' : 'dimmed'}>
          {STATUS[view.status]}
        </Text>
      </Group>
      {blocked && view.status === 'stopped' && (
        <Text size="sm" c="dimmed">
          {blocked}
        </Text>
      )}
      {view.error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {view.error}
        </Alert>
      )}
    </>
  );
}
