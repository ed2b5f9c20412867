import {
  ActionIcon,
  Button,
  Card,
  Group,
  Image,
  RingProgress,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconClock, IconRefresh, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { noCreditsAction } from '@muse/domain';
import { sessionBalance, useSession } from '../../auth';
import { useQueueActions } from '../hooks/use-queue-actions';
import { useTrayItem } from '../hooks/use-tray-item';
import { trayStore } from '../tray-store';
import classes from './QueueTray.module.css';

/** One request in the tray: queued (Cancel), creating (progress), finished (thumbnail) or a failure. */
export function QueueItemCard({ filename, openList }: { filename: string; openList: readonly string[] }) {
  const { data: item, view, isError, refetch } = useTrayItem(filename);
  const { cancel, restart } = useQueueActions(filename);
  const { session } = useSession();
  const dismiss = (
    <Tooltip label="Remove from the tray">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label="Remove from the tray"
        onClick={() => trayStore.remove(filename)}
      >
        <IconX size={14} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  if (isError && !item)
    return (
      <Card withBorder className={classes.card} padding="xs" role="listitem">
        <Stack gap={6} align="center" justify="center" h="100%">
          <Text size="xs" c="red">
            Couldn't read this image.
          </Text>
          <Button size="compact-xs" variant="default" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Card>
    );
  // §4: no-credits offers a retry when the balance covers the cost, otherwise more credits.
  const creditsAction =
    item && session ? noCreditsAction(sessionBalance(session), Math.max(1, item.credits)) : 'buy-credits';
  const canRetry = view?.status === 'failed' || (view?.status === 'no-credits' && creditsAction === 'retry');
  if (!item || !view)
    return <Skeleton className={classes.card} radius="md" role="listitem" aria-label="Loading" />;

  return (
    <Card
      withBorder
      className={classes.card}
      padding={0}
      role="listitem"
      aria-label={`${item.name || 'Image'}: ${view.label}`}
    >
      {view.status === 'ready' ? (
        <Link
          to={`/images/${encodeURIComponent(item.filename)}`}
          state={{ list: openList }}
          className={classes.thumbLink}
          aria-label={`Open ${item.name || 'image'}`}
        >
          <Image src={item.imageThumbUrl ?? item.imageUrl} alt={item.description} className={classes.thumb} />
        </Link>
      ) : (
        <Stack gap={6} align="center" justify="center" p="xs" className={classes.body}>
          {view.status === 'queued' && <IconClock size={28} aria-hidden />}
          {view.status === 'creating' && (
            <RingProgress
              size={64}
              thickness={6}
              roundCaps
              sections={[{ value: view.progress ?? 0, color: 'violet' }]}
              label={
                <Text size="xs" ta="center">
                  {Math.round(view.progress ?? 0)}%
                </Text>
              }
              aria-label={`Progress ${Math.round(view.progress ?? 0)}%`}
            />
          )}
          {(view.status === 'failed' || view.status === 'blocked' || view.status === 'no-credits') && (
            <IconAlertTriangle size={24} color="var(--mantine-color-orange-6)" aria-hidden />
          )}
          <Text size="xs" ta="center" lineClamp={3} role={view.status === 'creating' ? undefined : 'status'}>
            {view.label}
          </Text>
          {view.status === 'queued' && (
            <Button
              size="compact-xs"
              variant="default"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(item._id)}
            >
              Cancel
            </Button>
          )}
          {canRetry && (
            <Button
              size="compact-xs"
              variant="default"
              leftSection={<IconRefresh size={12} aria-hidden />}
              loading={restart.isPending}
              onClick={() => restart.mutate(item._id)}
            >
              Retry
            </Button>
          )}
          {view.status === 'no-credits' && creditsAction === 'buy-credits' && (
            <Button size="compact-xs" component={Link} to="/pricing">
              Get more credits
            </Button>
          )}
        </Stack>
      )}
      <Group className={classes.dismiss} gap={0}>
        {dismiss}
      </Group>
    </Card>
  );
}
