import { Badge, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CLOSE_RESPONSE, type NotificationAction } from '@muse/contracts';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { formatDateTime } from '../../../shared/format-time';
import { LoadMore } from '../../../shared/LoadMore';
import { notificationsApi } from '../notifications.api';

/** An answer in words: its button's text, or "Closed". */
function answerLabel(response: string, actions: NotificationAction[]): string {
  if (response === CLOSE_RESPONSE) return 'Closed';
  return actions.find((a) => a.response === response)?.buttonText ?? response;
}

/** How people answered a notification: a count per answer, then what each wrote, newest first. */
export function NotificationResponses({ id, actions }: { id: string; actions: NotificationAction[] }) {
  const list = useInfiniteQuery({
    queryKey: ['notifications', 'admin', 'responses', id],
    queryFn: ({ pageParam, signal }) => notificationsApi.responses(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    meta: { shownInPlace: () => true },
  });
  if (list.isPending) return <LoadingState label="Loading the answers…" minHeight={80} />;
  if (list.isError)
    return (
      <ErrorState
        title="Couldn't load the answers"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const counts = list.data.pages[0]?.counts ?? [];
  const entries = list.data.pages.flatMap((p) => p.data);
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nobody has answered yet.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Group gap="xs" aria-label="Answers by choice">
        {counts.map((c) => (
          <Badge
            key={c.response}
            variant="light"
            color={c.response === CLOSE_RESPONSE ? 'gray' : 'muse'}
            tt="none"
          >
            {answerLabel(c.response, actions)}: {c.count}
          </Badge>
        ))}
      </Group>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((e, i) => (
          <li key={`${e.createdOn}-${i}`}>
            <Text size="sm">
              <Text span fw={600}>
                {answerLabel(e.response, actions)}
              </Text>
              {e.text ? ` — “${e.text}”` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {e.email ?? 'A guest'} · {formatDateTime(e.createdOn)}
            </Text>
          </li>
        ))}
      </Stack>
      <LoadMore list={list} />
    </Stack>
  );
}
