import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { TranscriptsReply } from '@muse/contracts';
import { api } from '../../../app/api-client';
import { formatDateTime } from '../../../shared/format-time';
import { groupTranscriptSessions, sessionTitle } from '../transcript-sessions';

/**
 * The recorded dialog runs of an office (interviews, forms): sessions newest first, grouped and expandable,
 * each named by the answer to "Please enter your name."; "Loading..." and "Failed to load transcripts" as
 * the spec writes them; older sessions on demand.
 */
export function TranscriptsView({
  officeId,
  emptyText = 'No one has taken this interview yet. Answers appear here as candidates give them.',
}: {
  officeId: string;
  /** what an office with no recorded runs shows */
  emptyText?: string;
}) {
  const query = useInfiniteQuery({
    queryKey: ['offices', 'setup', officeId, 'transcripts'],
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/transcripts/${encodeURIComponent(officeId)}`, {
        schema: TranscriptsReply,
        query: { before: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

  if (query.isPending) return <Text size="sm">Loading...</Text>;
  if (query.isError)
    return (
      <Group gap="sm">
        <Text size="sm" c="red" role="alert">
          Failed to load transcripts
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Group>
    );
  const sessions = groupTranscriptSessions(query.data.pages.flatMap((p) => p.data));
  if (sessions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Accordion variant="separated" multiple>
        {sessions.map((session) => (
          <Accordion.Item key={session.sessionId} value={session.sessionId}>
            <Accordion.Control>
              <Text fw={500}>{sessionTitle(session, formatDateTime)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(session.startedAt)} · {session.entries.length}{' '}
                {session.entries.length === 1 ? 'answer' : 'answers'}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {session.entries.map((entry) => (
                  <div key={entry._id}>
                    <Text size="sm" fw={600}>
                      {entry.question}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {entry.answer}
                    </Text>
                    {entry.audioUrl && (
                      <audio controls preload="none" src={entry.audioUrl} aria-label="The spoken answer" />
                    )}
                  </div>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {query.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            size="xs"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Older sessions
          </Button>
        </Group>
      )}
    </Stack>
  );
}
