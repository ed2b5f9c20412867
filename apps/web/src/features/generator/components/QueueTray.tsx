import { Suspense, lazy, useEffect, useRef } from 'react';
import { Badge, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useSession } from '../../auth';
import { useQueue } from '../hooks/use-queue';
import { queueOrderNote } from '../list-texts';
import { trayStore, useTrayEntries } from '../tray-store';
import classes from './QueueTray.module.css';

// A card's progress ring brings a tooltip and its positioning library: they load with the first request.
const QueueItemCard = lazy(() => import('./QueueItemCard').then((m) => ({ default: m.QueueItemCard })));

/**
 * The requests of this visit, newest first, with the server's queue count. A new request scrolls the tray
 * into view, so what was just asked for shows its progress where the user looks.
 */
export function QueueTray({ signedIn }: { signedIn: boolean }) {
  const entries = useTrayEntries();
  const queue = useQueue(signedIn);
  const { session } = useSession();
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const newest = entries[0]?.filename;
  useEffect(() => {
    if (newest && trayStore.takeJustAdded(newest))
      ref.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'nearest' });
  }, [newest, reducedMotion]);
  if (entries.length === 0) return null;
  const filenames = entries.map((e) => e.filename);
  const count = queue.data?.count ?? 0;
  const started = queue.data?.startedCount ?? 0;
  const label = count > 0 ? `${count} in the queue` : started > 0 ? `${started} creating` : 'Nothing waiting';
  return (
    <Paper ref={ref} withBorder radius="md" p="sm" component="section" aria-label="Queue">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          Queue
        </Title>
        {queue.isError ? (
          <Text size="xs" c="red">
            Couldn't read the queue
          </Text>
        ) : (
          <Badge variant="light" aria-live="polite">
            {label}
          </Badge>
        )}
      </Group>
      {count > 0 && (
        <Text size="xs" c="dimmed" mb="xs">
          {queueOrderNote(session?.subscription)}
        </Text>
      )}
      <div className={classes.row} role="list">
        <Suspense fallback={<Skeleton className={classes.card} />}>
          {entries.map((e) => (
            <QueueItemCard key={e.filename} filename={e.filename} openList={filenames} />
          ))}
        </Suspense>
      </div>
    </Paper>
  );
}
