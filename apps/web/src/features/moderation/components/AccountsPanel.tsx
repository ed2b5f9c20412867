import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../shared/ErrorState';
import { formatDateTime } from '../../../shared/format-time';
import { LoadingState } from '../../../shared/LoadingState';
import { BanToggle } from './BanToggle';
import { useModerationActions } from '../hooks/use-moderation-actions';
import { moderationApi, moderationKeys } from '../moderation.api';
import classes from './Moderation.module.css';

/** Find an account by its email, see whether it is banned, ban it or lift its ban. */
export function AccountsPanel() {
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const { ban, unban } = useModerationActions();
  const users = useQuery({
    queryKey: moderationKeys.users(email),
    queryFn: ({ signal }) => moderationApi.users(email, signal),
    enabled: email !== '',
    meta: { shownInPlace: () => true },
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setEmail(typed.trim().toLowerCase());
  };
  return (
    <Stack gap="md">
      <form onSubmit={search}>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label="Email of the account"
            placeholder="name@example.com"
            type="email"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            leftSection={<IconSearch size={16} aria-hidden />}
            loading={users.isFetching}
            disabled={typed.trim() === ''}
          >
            Find
          </Button>
        </Group>
      </form>
      {email === '' ? (
        <Text c="dimmed" size="sm">
          Type an account’s email to find it.
        </Text>
      ) : users.isPending ? (
        <LoadingState label="Looking for the account…" />
      ) : users.isError ? (
        <ErrorState
          title="Couldn't find accounts"
          error={users.error}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : users.data.users.length === 0 ? (
        <Text c="dimmed" size="sm">
          No account has this email.
        </Text>
      ) : (
        <ul className={classes.list} aria-label="Accounts found">
          {users.data.users.map((u) => (
            <Card key={u._id} withBorder padding="sm" component="li">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2} miw={0}>
                  <Group gap="xs">
                    <Text fw={600}>{u.email ?? 'Guest'}</Text>
                    {u.bannedOn && (
                      <Badge color="red" variant="filled" size="sm">
                        Banned
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {u.bannedOn
                      ? `Banned on ${formatDateTime(u.bannedOn)}`
                      : `Joined on ${formatDateTime(u.createdOn)}`}
                  </Text>
                </Stack>
                <BanToggle account={u} banLabel="Ban" ban={ban} unban={unban} />
              </Group>
            </Card>
          ))}
        </ul>
      )}
    </Stack>
  );
}
