import { ActionIcon, Button, Card, Group, Image, RingProgress, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconRefresh, IconX } from '@tabler/icons-react';
import { imagePath } from '../../../shared/images-paths';
import { Link, useLocation } from '../../../shared/routing';
import { openBuyCredits, openSubscribe } from '../../buy';
import { sessionBalance, useSession } from '../../auth';
import { useQueueActions } from '../hooks/use-queue-actions';
import { useTrayItem } from '../hooks/use-tray-item';
import { queueItemCardView } from '../queue-item-view';
import { trayStore } from '../tray-store';
import classes from './QueueTray.module.css';
import { Hint } from '../../../shared/Hint';

/** One request in the tray: queued (Cancel), creating (progress), finished (thumbnail) or a failure. */
export function QueueItemCard({ filename, openList }: { filename: string; openList: readonly string[] }) {
  const { data: item, view, isError, refetch } = useTrayItem(filename);
  const { cancel, restart } = useQueueActions(filename);
  const { session } = useSession();
  const { pathname } = useLocation();
  const dismiss = (
    <Hint label="Remove from the tray">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label="Remove from the tray"
        onClick={() => trayStore.remove(filename)}
      >
        <IconX size={14} aria-hidden />
      </ActionIcon>
    </Hint>
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
  if (!item || !view)
    return <Skeleton className={classes.card} radius="md" role="listitem" aria-label="Loading" />;
  const card = queueItemCardView(
    view,
    item,
    session ? { subscription: session.subscription, balance: sessionBalance(session) } : null,
  );
  const offers = (action: (typeof card.actions)[number]) => card.actions.includes(action);

  return (
    <Card
      withBorder
      className={classes.card}
      padding={0}
      role="listitem"
      aria-label={`${item.name || 'Image'}: ${card.label}`}
    >
      {view.status === 'ready' ? (
        <Link
          to={imagePath(pathname, item.filename)}
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
            {card.label}
          </Text>
          {offers('cancel') && (
            <Button
              size="compact-xs"
              variant="default"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(item._id)}
            >
              Cancel
            </Button>
          )}
          {offers('retry') && (
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
          {offers('buy-credits') && (
            <Button size="compact-xs" onClick={() => openBuyCredits()}>
              Get more credits
            </Button>
          )}
          {offers('subscribe') && (
            <Button size="compact-xs" onClick={() => openSubscribe()}>
              Subscribe
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
