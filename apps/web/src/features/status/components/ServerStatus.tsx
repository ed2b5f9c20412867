import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Hint } from '../../../shared/Hint';
import { useServerStatus } from '../hooks/use-server-status';
import type { ServerStatusTone } from '../server-status';
import classes from './ServerStatus.module.css';

const COLORS: Record<ServerStatusTone, string> = {
  checking: 'var(--mantine-color-gray-5)',
  ready: 'var(--mantine-color-teal-6)',
  degraded: 'var(--mantine-color-orange-6)',
  unreachable: 'var(--mantine-color-red-6)',
};

const HINTS: Record<ServerStatusTone, string> = {
  checking: 'Asking the server whether it is ready.',
  ready: 'Database, job queue and storage are working.',
  degraded: '',
  unreachable: 'The Muse server did not answer. Click to check again.',
};

/** A small dot and line telling whether the server is ready (GET /api/health/ready); click to re-check. */
export function ServerStatus() {
  const status = useServerStatus();
  const hint = status.tone === 'degraded' ? status.problems.join('\n') : HINTS[status.tone];

  return (
    <Hint label={hint} position="top-start">
      <UnstyledButton className={classes.button} onClick={status.refetch} aria-live="polite">
        <Group gap={8} wrap="nowrap">
          <span
            className={classes.dot}
            style={{ background: COLORS[status.tone] }}
            data-pulse={status.tone === 'ready' || undefined}
            aria-hidden
          />
          <Stack gap={0}>
            <Text size="xs" fw={500}>
              {status.label}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Hint>
  );
}
