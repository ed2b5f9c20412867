import { useId, useState } from 'react';
import { Alert, Badge, Button, Collapse, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconClock, IconList, IconRefresh } from '@tabler/icons-react';
import { useInProgress } from '../hooks/use-in-progress';
import { queueView, type QueueRow } from '../queue-view';
import classes from './MusicCreator.module.css';

/**
 * The queue view, with Show Queue / Hide Queue: the user's unfinished tracks with 'In the queue' /
 * 'Creating...' and progress, and the busy text when several wait.
 */
export function QueueView({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const query = useInProgress(userId);
  const view = queueView(query.data?.data, open);
  const listId = useId();
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconList size={16} aria-hidden />}
          rightSection={
            view.rows.length > 0 ? (
              <Badge size="sm" circle aria-hidden>
                {view.rows.length}
              </Badge>
            ) : null
          }
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={listId}
        >
          {view.toggleLabel}
        </Button>
      </Group>
      <Collapse expanded={open} id={listId}>
        <Paper withBorder p="sm" component="section" aria-label="Queue">
          {query.isPending ? (
            <Text size="sm" c="dimmed" role="status">
              Reading the queue…
            </Text>
          ) : query.isError ? (
            <Group gap="xs" role="alert">
              <Text size="sm" c="red">
                Couldn't read the queue.
              </Text>
              <Button
                size="compact-xs"
                variant="default"
                leftSection={<IconRefresh size={12} aria-hidden />}
                onClick={() => void query.refetch()}
                loading={query.isFetching}
              >
                Try again
              </Button>
            </Group>
          ) : view.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing in the queue. New tracks wait here while they are made.
            </Text>
          ) : (
            <Stack gap="sm">
              {view.busyText && (
                <Alert variant="light" color="yellow" icon={<IconClock size={18} aria-hidden />} p="xs">
                  <Text size="sm">{view.busyText}</Text>
                </Alert>
              )}
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {view.rows.map((row) => (
                  <QueueRowItem key={row.id} row={row} />
                ))}
              </Stack>
            </Stack>
          )}
        </Paper>
      </Collapse>
    </Stack>
  );
}

function QueueRowItem({ row }: { row: QueueRow }) {
  return (
    <li className={classes.queueRow}>
      <Text size="sm" fw={600} truncate>
        {row.name}{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          {row.musicType === 'song' ? 'Song' : 'Music'}
        </Text>
      </Text>
      <Badge variant="light" tt="none" color={row.progress === null ? 'gray' : undefined}>
        {row.state}
        {row.progress === null ? '' : ` ${row.progress}%`}
      </Badge>
      <Progress
        // Waiting has no progress yet: a full grey striped bar says "not started".
        value={row.progress ?? 100}
        color={row.progress === null ? 'gray.4' : undefined}
        striped={row.progress === null}
        animated
        size="sm"
        style={{ gridColumn: '1 / -1' }}
        aria-label={`${row.name}: ${row.state}${row.progress === null ? '' : ` ${row.progress}%`}`}
      />
    </li>
  );
}
