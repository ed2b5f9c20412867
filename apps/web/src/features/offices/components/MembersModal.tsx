import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { errorMessage, isApiError } from '../../../app/api-error';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { useMembers } from '../hooks/use-members';

interface MembersModalProps {
  officeId: string;
  opened: boolean;
  /** owners and admins invite and remove; members only read (and may leave) */
  canManage: boolean;
  /** the signed-in user, to offer Leave on their own row */
  userId: string | null;
  onClose: () => void;
}

/**
 * The office's members: who they are, inviting an account by email, removing one (after a confirmation),
 * and leaving for a member. Members of an AI-chat office train its assistant.
 */
export function MembersModal({ officeId, opened, canManage, userId, onClose }: MembersModalProps) {
  const { list, invite, remove } = useMembers(officeId, opened);
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState<{ userId: string; label: string; self: boolean } | null>(null);
  const emailError = isApiError(invite.error) ? invite.error.field('email') : undefined;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Members"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      onExitTransitionEnd={() => {
        setEmail('');
        invite.reset();
        remove.reset();
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          Members train the assistant: they add topics and questions. Only the owner changes its setup.
        </Text>
        {canManage && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (email.trim()) invite.mutate(email, { onSuccess: () => setEmail('') });
            }}
          >
            <Group align="flex-start" wrap="nowrap">
              <TextInput
                label="Invite by email"
                description="They need a Muse account: ask them to sign in once first."
                placeholder="name@example.com"
                type="email"
                style={{ flex: 1 }}
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={emailError}
              />
              <Button
                type="submit"
                mt={46}
                leftSection={<IconUserPlus size={16} aria-hidden />}
                disabled={email.trim() === ''}
                loading={invite.isPending}
              >
                Invite
              </Button>
            </Group>
            {invite.isError && !emailError && (
              <Alert color="red" variant="light" role="alert" mt="xs">
                {errorMessage(invite.error)}
              </Alert>
            )}
          </form>
        )}
        {list.isPending ? (
          <LoadingState label="Loading the members…" minHeight={120} />
        ) : list.isError ? (
          <ErrorState
            title="Couldn't load the members"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.data.length === 0 ? (
          <Text size="sm">No members yet.{canManage ? ' Invite someone by their email above.' : ''}</Text>
        ) : (
          <Table aria-label="Members">
            <Table.Tbody>
              {list.data.data.map((m) => {
                const self = m.userId === userId;
                const label = m.email ?? 'A member';
                return (
                  <Table.Tr key={m.userId}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td ta="right">
                      {(canManage || self) && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setConfirming({ userId: m.userId, label, self })}
                        >
                          {self ? 'Leave' : 'Remove'}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(remove.error)}
          </Alert>
        )}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.self ? 'Leave this office?' : `Remove ${confirming?.label ?? ''}?`}
        centered
      >
        <Text size="sm">
          {confirming?.self
            ? 'You will no longer train this assistant.'
            : 'They will no longer train this assistant.'}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              confirming &&
              remove.mutate(confirming.userId, {
                onSuccess: () => {
                  const left = confirming.self;
                  setConfirming(null);
                  if (left) onClose();
                },
              })
            }
          >
            {confirming?.self ? 'Leave' : 'Remove'}
          </Button>
        </Group>
      </Modal>
    </Modal>
  );
}
