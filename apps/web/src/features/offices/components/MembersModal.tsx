import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
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
 * The office's members: who they are, inviting someone by email (they join when they accept), the open
 * invitations with Cancel, removing a member (after a confirmation), and leaving for a member. Members of an
 * AI-chat office train its assistant. Owners and admins see members' emails; members see names.
 */
export function MembersModal({ officeId, opened, canManage, userId, onClose }: MembersModalProps) {
  const { list, invite, remove, cancel } = useMembers(officeId, opened);
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
        cancel.reset();
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
                description="We email them an invitation. They become a member when they accept it."
                placeholder="name@example.com"
                type="email"
                style={{ flex: 1 }}
                value={email}
                onChange={(e) => {
                  setEmail(e.currentTarget.value);
                  if (invite.isSuccess) invite.reset();
                }}
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
            {invite.isSuccess && (
              <Text size="sm" c="teal" role="status" mt="xs">
                Invitation sent to {invite.data.invited}.
              </Text>
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
        ) : list.data.data.length === 0 && list.data.invitations.length === 0 ? (
          <Text size="sm">No members yet.{canManage ? ' Invite someone by their email above.' : ''}</Text>
        ) : (
          <Table aria-label="Members">
            <Table.Tbody>
              {list.data.data.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={2}>
                    <Text size="sm">No members yet.</Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {list.data.data.map((m) => {
                const self = m.userId === userId;
                const label = m.email ?? m.name;
                return (
                  <Table.Tr key={m.userId}>
                    <Table.Td>
                      {label}
                      {self && (
                        <Text span size="sm" c="dimmed">
                          {' '}
                          (you)
                        </Text>
                      )}
                    </Table.Td>
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
              {list.data.invitations.map((inv) => (
                <Table.Tr key={inv.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{inv.email}</Text>
                      <Badge size="xs" variant="light" color="gray">
                        Invited
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Cancel the invitation to ${inv.email}`}
                      loading={cancel.isPending && cancel.variables === inv.id}
                      onClick={() => cancel.mutate(inv.id)}
                    >
                      Cancel invitation
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {(remove.isError || cancel.isError) && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(remove.error ?? cancel.error)}
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
