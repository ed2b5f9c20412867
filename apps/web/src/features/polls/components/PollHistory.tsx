import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { pollsApi } from '../polls.api';
import { POLL_TYPE_LABELS, votesLabel } from '../poll-view';
import { PollResultsList } from './PollResultsList';

export const pollHistoryKey = (officeId: string) => ['polls', 'history', officeId] as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An office's past polls (live and from dialogs), newest first, each with its results. */
export function PollHistory({ officeId }: { officeId: string }) {
  const history = useInfiniteQuery({
    queryKey: pollHistoryKey(officeId),
    queryFn: ({ pageParam, signal }) => pollsApi.history(officeId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  if (history.isPending) return <LoadingState label="Loading the polls…" />;
  if (history.isError)
    return (
      <ErrorState
        title="Couldn't load the polls"
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  const polls = history.data.pages.flatMap((p) => p.data);
  if (polls.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No polls yet. Start one and your visitors see it at once.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Accordion variant="separated" multiple>
        {polls.map((poll) => (
          <Accordion.Item key={poll._id} value={poll._id}>
            <Accordion.Control>
              <Stack gap={2}>
                <Text fw={600} size="sm" lineClamp={2}>
                  {poll.question}
                </Text>
                <Group gap="xs">
                  <Badge size="xs" variant="light">
                    {POLL_TYPE_LABELS[poll.pollType]}
                  </Badge>
                  {poll.source === 'dialog' && (
                    <Badge size="xs" variant="light" color="gray">
                      In the conversation
                    </Badge>
                  )}
                  {poll.source === 'live' && poll.open && (
                    <Badge size="xs" color="green">
                      Open
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {when(poll.startedAt)} · {votesLabel(poll.results.total)}
                  </Text>
                </Group>
              </Stack>
            </Accordion.Control>
            <Accordion.Panel>
              <PollResultsList poll={{ ...poll, myVote: null }} />
              {poll.pollType === 'quiz' && poll.results.correct !== undefined && poll.results.total > 0 && (
                <Text size="xs" c="dimmed" mt="xs">
                  {poll.results.correct} of {poll.results.total} answered correctly
                </Text>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {history.hasNextPage && (
        <Button
          variant="subtle"
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
        >
          Show older polls
        </Button>
      )}
    </Stack>
  );
}
