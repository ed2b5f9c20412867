import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLogout, IconRefresh } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '../../../shared/routing';
import type { SignedInSession } from '@muse/contracts';
import { errorMessage } from '../../../app/api-error';
import { queryKeys } from '../../../app/query-keys';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { PageContainer } from '../../../shared/PageContainer';
import { formatDateTime } from '../../../shared/format-time';
import { displayName, openLoginDialog, sessionBalance, sessionTier, useSession } from '../../auth';
import { accountApi, accountKeys } from '../account.api';
import { AccountActionRow } from './AccountActionRow';
import { DeleteAccount } from './DeleteAccount';
import { MailSettingsCard } from './MailSettingsCard';
import { PlansSection } from './PlansSection';

/**
 * /account: who is signed in, their plan and balance, their subscriptions (renewal or end date, cancel,
 * change), every change of their credits (paged), which optional mails they get, signing out
 * on every device and deleting the account. Visitors are asked to sign in.
 */
export function AccountPage() {
  useDocumentTitle('Your account · Muse');
  const { session, isLoading } = useSession();
  if (isLoading) return <LoadingState label="Loading your account…" minHeight="60vh" />;
  return (
    <PageContainer size="md">
      <Stack gap="lg">
        <Title order={1}>Your account</Title>
        {session ? (
          <SignedIn session={session} />
        ) : (
          <Card>
            <Stack gap="sm" align="flex-start">
              <Text>Sign in to see your plan, your credits and where they went.</Text>
              <Button onClick={() => openLoginDialog()}>Sign in</Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </PageContainer>
  );
}

function SignedIn({ session }: { session: SignedInSession }) {
  return (
    <>
      <Card>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Fact label="Signed in as" value={displayName(session)} />
          <Fact label="Plan" value={<Badge variant="light">{sessionTier(session)}</Badge>} />
          <Fact label="Credits" value={sessionBalance(session).toLocaleString('en-US')} />
        </SimpleGrid>
        {session.isGuest && (
          <Text size="sm" c="dimmed" mt="md">
            You&apos;re a guest: add your email to keep what you make and use it on any device.{' '}
            <Anchor component="button" type="button" onClick={() => openLoginDialog()}>
              Add your email
            </Anchor>
          </Text>
        )}
      </Card>
      <PlansSection userId={session.userId} />
      <CreditsHistory userId={session.userId} />
      {!session.isGuest && <MailSettingsCard userId={session.userId} />}
      <SignOutEverywhere />
      {!session.isGuest && <DeleteAccount email={session.user.email} />}
      <Text size="sm" c="dimmed">
        How your data is used:{' '}
        <Anchor component={Link} to="/privacy-policy">
          Privacy Policy
        </Anchor>{' '}
        and{' '}
        <Anchor component={Link} to="/terms">
          Terms and Conditions
        </Anchor>
        .
      </Text>
    </>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} truncate="end" component="div">
        {value}
      </Text>
    </Stack>
  );
}

function CreditsHistory({ userId }: { userId: string }) {
  const history = useInfiniteQuery({
    queryKey: accountKeys.history(userId),
    queryFn: ({ pageParam, signal }) => accountApi.history(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    meta: { shownInPlace: () => true },
  });
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <section aria-labelledby="credits-history">
      <Title id="credits-history" order={2} fz="h4" mb="sm">
        Credits history
      </Title>
      {history.isPending && <Skeleton height={160} radius="md" aria-label="Loading your credits history" />}
      {history.isError && (
        <ErrorState
          title="Couldn't load your credits history"
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      )}
      {history.isSuccess && entries.length === 0 && (
        <Text c="dimmed">
          No credits have come or gone yet. Claim your daily free credits from the coin button at the top.
        </Text>
      )}
      {entries.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" aria-label="Credits history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th ta="right">Change</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry._id}>
                  <Table.Td>{formatDateTime(entry.createdOn)}</Table.Td>
                  <Table.Td>{entry.label}</Table.Td>
                  <Table.Td ta="right" c={entry.change < 0 ? 'red.8' : 'teal.9'} fw={600}>
                    {entry.change > 0 ? `+${entry.change}` : entry.change}
                  </Table.Td>
                  <Table.Td ta="right">{entry.balance.toLocaleString('en-US')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {history.isFetchNextPageError && (
        <Alert color="red" variant="light" mt="sm">
          Couldn&apos;t load more of your history.
        </Alert>
      )}
      {history.hasNextPage && (
        <Group justify="center" mt="sm">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            Show older
          </Button>
        </Group>
      )}
    </section>
  );
}

function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: accountApi.logoutEverywhere,
    onSuccess: async () => {
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void navigate('/');
    },
    meta: { shownInPlace: () => true },
  });
  return (
    <Card>
      <AccountActionRow
        title="Sign out everywhere"
        description="Ends your sessions on every phone, tablet and computer, this one too."
        icon={<IconLogout size={16} aria-hidden />}
        onClick={() => setAsking(true)}
      />
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title="Sign out on every device?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">You&apos;ll need a new sign-in code on each device you use Muse on.</Text>
          {signOut.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(signOut.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button color="red.8" loading={signOut.isPending} onClick={() => signOut.mutate()}>
              Sign out everywhere
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
