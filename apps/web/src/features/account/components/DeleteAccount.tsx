import { useState } from 'react';
import { Alert, Button, Card, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../shared/routing';
import type { SessionReply } from '@muse/contracts';
import { errorMessage } from '../../../app/api-error';
import { notifySuccess } from '../../../app/notify';
import { queryKeys } from '../../../app/query-keys';
import { accountApi } from '../account.api';
import { AccountActionRow } from './AccountActionRow';

/**
 * The account page's danger zone: deleting the account for good. The modal says what goes and what stays,
 * and the person types their email before the button works (the server checks it again).
 */
export function DeleteAccount({ email }: { email: string }) {
  const [asking, setAsking] = useState(false);
  return (
    <Card withBorder style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <AccountActionRow
        title="Delete account"
        description="Deletes your account and everything you made with it, for good."
        icon={<IconTrash size={16} aria-hidden />}
        onClick={() => setAsking(true)}
      />
      {asking && <DeleteAccountModal email={email} onClose={() => setAsking(false)} />}
    </Card>
  );
}

function DeleteAccountModal({ email, onClose }: { email: string; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => accountApi.deleteAccount(typed),
    onSuccess: () => {
      queryClient.setQueryData<SessionReply>(queryKeys.session, { userId: null });
      // Nothing of the deleted account stays in this tab's memory.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.session[0] });
      notifySuccess('Your account has been deleted.');
      void navigate('/', { replace: true });
    },
    meta: { shownInPlace: () => true },
  });
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <Modal
      opened
      onClose={remove.isPending ? () => {} : onClose}
      title="Delete your account?"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !remove.isPending) remove.mutate();
        }}
      >
        <Stack gap="md">
          <Text size="sm">This deletes, for good:</Text>
          <List size="sm" spacing={4}>
            <List.Item>your images and songs, public and private, and their extensions</List.Item>
            <List.Item>your boards, likes, game scores, rewards and credits</List.Item>
            <List.Item>
              the offices you own, with their training and conversations, and your conversations in others
            </List.Item>
            <List.Item>your plan: a subscription paid by card is cancelled</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            A subscription bought in the App Store or on Google Play can only be cancelled there. Gift cards
            you paid for keep working for whoever has them, and records of payments are kept without your
            name.
          </Text>
          <Text size="sm" fw={600}>
            This can&apos;t be undone.
          </Text>
          <TextInput
            label="Type your email to confirm"
            description={email}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          {remove.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red.8" disabled={!confirmed} loading={remove.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
