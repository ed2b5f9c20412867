import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { FormSubmission, OfficeFeedbackEntry } from '@muse/contracts';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { formatDateTime, formatRelativeTime } from '../../../shared/format-time';
import { formsApi } from '../forms.api';
import { answerRows } from '../submissions';

type View = 'requests' | 'forms';

function When({ ts }: { ts: string }) {
  return (
    <Text size="xs" c="dimmed" title={formatDateTime(ts)}>
      {formatRelativeTime(ts)}
    </Text>
  );
}

function RequestItem({ entry }: { entry: OfficeFeedbackEntry }) {
  const form = entry.formData;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600} truncate>
            {form?.name || 'Feedback'}
          </Text>
          {form && (
            <Text size="sm" c="dimmed">
              {[form.role, form.company].filter(Boolean).join(', ')}
            </Text>
          )}
        </Stack>
        <When ts={entry.ts} />
      </Group>
      {form?.email && (
        <Anchor href={`mailto:${form.email}`} size="sm" style={{ wordBreak: 'break-all' }}>
          {form.email}
        </Anchor>
      )}
      {form && (form.interests?.length || form.otherInterest) ? (
        <Group gap={6} mt="xs">
          {form.interests?.map((i) => (
            <Badge key={i} variant="light" size="sm" style={{ textTransform: 'none' }}>
              {i}
            </Badge>
          ))}
          {form.otherInterest && (
            <Badge variant="outline" size="sm" style={{ textTransform: 'none' }}>
              {form.otherInterest}
            </Badge>
          )}
        </Group>
      ) : null}
      {(entry.review || entry.feedback) && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {[entry.review, entry.feedback].filter(Boolean).join('\n')}
        </Text>
      )}
    </Paper>
  );
}

function FormItem({ entry }: { entry: FormSubmission }) {
  const rows = answerRows(entry.answers);
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="flex-end">
        <When ts={entry.ts} />
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No answers.
        </Text>
      ) : (
        <Stack gap={6}>
          {rows.map((row, i) => (
            <div key={i}>
              <Text size="xs" c="dimmed">
                {row.question}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {row.answer || '—'}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function useOfficeList<T>(
  key: string,
  officeId: string,
  enabled: boolean,
  fetchPage: (before: string | undefined, signal: AbortSignal) => Promise<{ data: T[]; next: string | null }>,
) {
  return useInfiniteQuery({
    queryKey: ['office-submissions', key, officeId],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    meta: { shownInPlace: () => true },
  });
}

/**
 * The owner's "Requests and forms" card: demo requests sent from the office's page and the answers of its
 * dialog forms, newest first.
 */
export function OfficeSubmissions({ officeId }: { officeId: string }) {
  const [view, setView] = useState<View>('requests');
  const requests = useOfficeList('requests', officeId, view === 'requests', (before, signal) =>
    formsApi.officeFeedback(officeId, before, signal),
  );
  const forms = useOfficeList('forms', officeId, view === 'forms', (before, signal) =>
    formsApi.officeForms(officeId, before, signal),
  );
  const list = view === 'requests' ? requests : forms;
  const requestItems = requests.data?.pages.flatMap((p) => p.data) ?? [];
  const formItems = forms.data?.pages.flatMap((p) => p.data) ?? [];
  const count = view === 'requests' ? requestItems.length : formItems.length;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="h5">
            Requests and forms
          </Title>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => setView(v as View)}
            data={[
              { value: 'requests', label: 'Demo requests' },
              { value: 'forms', label: 'Forms' },
            ]}
            aria-label="Show"
          />
        </Group>
        {list.isPending ? (
          <LoadingState label="Loading..." minHeight={120} />
        ) : list.isError ? (
          <ErrorState
            title={view === 'requests' ? "Couldn't load the requests" : "Couldn't load the forms"}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : count === 0 ? (
          <Center mih={100}>
            <Stack align="center" gap={4}>
              <IconInbox size={28} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="sm" c="dimmed">
                {view === 'requests' ? 'No demo requests yet.' : 'No forms sent yet.'}
              </Text>
            </Stack>
          </Center>
        ) : (
          <Stack gap="xs">
            {view === 'requests'
              ? requestItems.map((e) => <RequestItem key={e._id} entry={e} />)
              : formItems.map((e) => <FormItem key={e._id} entry={e} />)}
            {list.hasNextPage && (
              <Center>
                <Button
                  variant="default"
                  size="xs"
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  Load more
                </Button>
              </Center>
            )}
            {list.isFetchNextPageError && (
              <Text c="red" size="sm" role="alert" ta="center">
                Couldn't load more. Try again.
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
