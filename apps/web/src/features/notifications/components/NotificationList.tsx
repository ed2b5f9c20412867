import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconMessageDots, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNotification } from '@muse/contracts';
import { useConfirm } from '../../../shared/confirm';
import { ErrorState } from '../../../shared/ErrorState';
import { formatDateTime } from '../../../shared/format-time';
import { LoadingState } from '../../../shared/LoadingState';
import { LoadMore } from '../../../shared/LoadMore';
import { statusOf, targetLabel } from '../admin-form';
import { notificationsApi } from '../notifications.api';
import { adminNotificationsKey } from './NotificationForm';
import { NotificationResponses } from './NotificationResponses';

const STATUS = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  live: { label: 'Showing', color: 'green' },
  ended: { label: 'Ended', color: 'gray' },
} as const;

function NotificationRow({ n, onEdit }: { n: AdminNotification; onEdit(n: AdminNotification): void }) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [showAnswers, setShowAnswers] = useState(false);
  // The status as of when the row appeared (the list is read again after every change).
  const [now] = useState(() => Date.now());
  const status = STATUS[statusOf(n, now)];
  const remove = () =>
    void confirm({
      title: 'Delete this notification?',
      message: `“${n.title}” and its ${n.responses} answers will be gone for good.`,
      confirmLabel: 'Delete',
      action: async () => {
        await notificationsApi.remove(n._id);
        await queryClient.invalidateQueries({ queryKey: adminNotificationsKey });
      },
    });
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Text fw={600} lineClamp={2}>
              {n.title}
            </Text>
            <Text size="xs" c="dimmed">
              {targetLabel(n)} · from {formatDateTime(n.publishAt)}
              {n.expiresAt ? ` until ${formatDateTime(n.expiresAt)}` : ''}
            </Text>
          </Stack>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMessageDots size={14} aria-hidden />}
            onClick={() => setShowAnswers((s) => !s)}
            aria-expanded={showAnswers}
          >
            {n.responses === 1 ? '1 answer' : `${n.responses} answers`}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={() => onEdit(n)}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={remove}
          >
            Delete
          </Button>
        </Group>
        {showAnswers && <NotificationResponses id={n._id} actions={n.actions} />}
      </Stack>
    </Card>
  );
}

/** Every notification, newest written first, with its status, audience and answers. */
export function NotificationList({ onEdit }: { onEdit(n: AdminNotification): void }) {
  const list = useInfiniteQuery({
    queryKey: [...adminNotificationsKey, 'list'],
    queryFn: ({ pageParam, signal }) => notificationsApi.list(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    meta: { shownInPlace: () => true },
  });
  if (list.isPending) return <LoadingState label="Loading the notifications…" />;
  if (list.isError)
    return (
      <ErrorState
        title="Couldn't load the notifications"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const all = list.data.pages.flatMap((p) => p.data);
  if (all.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No notifications yet. Write one above and it shows to the people you choose.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {all.map((n) => (
          <NotificationRow key={n._id} n={n} onEdit={onEdit} />
        ))}
      </Stack>
      <LoadMore list={list} />
    </Stack>
  );
}
