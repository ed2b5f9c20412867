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
import { useSearchParams } from '../../../shared/routing';
import { OutboxQuery } from '@muse/contracts';
import { useSession } from '../../auth';
import { ErrorState } from '../../../shared/ErrorState';
import { PageContainer } from '../../../shared/PageContainer';
import { useOutbox } from '../hooks/use-outbox';
import {
  OUTBOX_LINK_NEEDED_MESSAGE,
  OUTBOX_RECIPIENT_NEEDED_MESSAGE,
  outboxAccess,
  outboxRefusal,
} from '../outbox-text';
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

/**
 * The development mail outbox: the emails the server would have sent (sign-in codes) while SMTP is off.
 * Readable by an admin, or with the outbox link of the start-up log (`/dev/outbox?token=…`).
 */
export function DevOutboxPage() {
  useDocumentTitle('Mail outbox · Muse');
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const [filter, setFilter] = useState(params.get('to') ?? '');
  const session = useSession();
  const [debounced] = useDebouncedValue(filter.trim(), 300);

  const parsed = OutboxQuery.shape.to.safeParse(debounced || undefined);
  const filterError = debounced && !parsed.success ? 'Enter a full email address to filter.' : null;
  const to = parsed.success ? (parsed.data ?? '') : '';

  useEffect(() => {
    setParams({ ...(token ? { token } : {}), ...(to ? { to } : {}) }, { replace: true });
  }, [to, token, setParams]);

  const access = outboxAccess({ isAdmin: session.isAdmin, token, to });
  const outbox = useOutbox(to, token, !session.isLoading && access === 'read');
  const loading = session.isLoading || (access === 'read' && outbox.isPending);
  // Only what this access may show: a disabled query still holds the previous recipient's placeholder.
  const data = access === 'read' && !outbox.isError ? outbox.data : undefined;
  const failed = access === 'read' && outbox.isError;
  const refusal = failed ? outboxRefusal(outbox.error) : null;

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

        {!session.isLoading && access === 'needs-link' && (
          <EmptyState
            variant="light"
            color="gray"
            icon={<IconLock size={26} aria-hidden />}
            title="Open the outbox link"
            description={OUTBOX_LINK_NEEDED_MESSAGE}
            py="xl"
          />
        )}

        {access !== 'needs-link' && (
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
        )}

        {loading && <OutboxSkeleton />}

        {!session.isLoading && access === 'needs-recipient' && (
          <EmptyState
            variant="light"
            icon={<IconSearch size={26} aria-hidden />}
            title="Whose mail?"
            description={OUTBOX_RECIPIENT_NEEDED_MESSAGE}
            py="xl"
          />
        )}

        {refusal && (
          <EmptyState
            role="alert"
            variant="light"
            color="gray"
            icon={
              refusal.kind === 'off' ? (
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

        {failed && !refusal && (
          <ErrorState
            title="Couldn't read the outbox"
            error={outbox.error}
            onRetry={() => void outbox.refetch()}
            retrying={outbox.isFetching}
          />
        )}

        {data && data.messages.length === 0 && (
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

        {data && data.messages.length > 0 && (
          <Stack gap="md" aria-live="polite">
            {data.messages.map((message) => (
              <OutboxMessageCard key={message._id} message={message} />
            ))}
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
