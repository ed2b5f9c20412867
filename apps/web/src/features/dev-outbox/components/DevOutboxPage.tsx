import { useEffect, useState } from 'react';
import {
  ActionIcon,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconInbox, IconLock, IconMailOff, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { OutboxQuery } from '@muse/contracts';
import { ErrorState } from '../../../shared/ErrorState';
import { PageContainer } from '../../../shared/PageContainer';
import { useOutbox } from '../hooks/use-outbox';
import { outboxRefusal } from '../outbox-text';
import { OutboxMessageCard } from './OutboxMessageCard';

function OutboxSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading messages">
      {[0, 1].map((i) => (
        <Skeleton key={i} height={150} radius="lg" />
      ))}
    </Stack>
  );
}

/** The development mail outbox: the emails the server would have sent (sign-in codes) while SMTP is off. */
export function DevOutboxPage() {
  useDocumentTitle('Mail outbox · Muse');
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState(params.get('to') ?? '');
  const [debounced] = useDebouncedValue(filter.trim(), 300);

  const parsed = OutboxQuery.shape.to.safeParse(debounced || undefined);
  const filterError = debounced && !parsed.success ? 'Enter a full email address to filter.' : null;
  const to = parsed.success ? (parsed.data ?? '') : '';

  useEffect(() => {
    setParams(to ? { to } : {}, { replace: true });
  }, [to, setParams]);

  const outbox = useOutbox(to);
  const refusal = outbox.isError ? outboxRefusal(outbox.error) : null;

  return (
    <PageContainer size="sm">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Mail outbox
          </Title>
          <Text c="dimmed">
            Emails this server would have sent, such as sign-in codes. It fills while SMTP isn&apos;t
            configured, so you can sign in on a machine without email.
          </Text>
        </Stack>

        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label="Recipient"
            placeholder="Filter by email address"
            type="email"
            autoComplete="off"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            error={filterError}
            style={{ flex: 1 }}
          />
          <Tooltip label="Refresh">
            <ActionIcon
              variant="default"
              size={36}
              mt={25}
              aria-label="Refresh"
              onClick={() => void outbox.refetch()}
              loading={outbox.isFetching && !outbox.isPending}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>

        {outbox.isPending && <OutboxSkeleton />}

        {refusal && (
          <EmptyState
            role="alert"
            variant="light"
            color="gray"
            icon={
              refusal.message.includes('SMTP') ? (
                <IconMailOff size={26} aria-hidden />
              ) : (
                <IconLock size={26} aria-hidden />
              )
            }
            title={refusal.title}
            description={refusal.message}
            py="xl"
          />
        )}

        {outbox.isError && !refusal && (
          <ErrorState
            title="Couldn't read the outbox"
            error={outbox.error}
            onRetry={() => void outbox.refetch()}
            retrying={outbox.isFetching}
          />
        )}

        {outbox.data && !outbox.isError && outbox.data.messages.length === 0 && (
          <EmptyState
            variant="light"
            icon={<IconInbox size={26} aria-hidden />}
            title="No messages yet"
            description={
              to
                ? `Nothing sent to ${to} yet. Ask for a sign-in code and it shows up here within seconds.`
                : 'Ask for a sign-in code and it shows up here within seconds.'
            }
            py="xl"
          />
        )}

        {outbox.data && !outbox.isError && outbox.data.messages.length > 0 && (
          <Stack gap="md" aria-live="polite">
            {outbox.data.messages.map((message) => (
              <OutboxMessageCard key={message._id} message={message} />
            ))}
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
