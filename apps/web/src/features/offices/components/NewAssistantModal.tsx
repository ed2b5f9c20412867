import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { OFFICE_LIMITS } from '@muse/contracts';
import { errorMessage, isApiError } from '../../../app/api-error';
import { useCreateOffice } from '../hooks/use-my-offices';

/** "New assistant": a name, then an AI-chat office is made and opened. */
export function NewAssistantModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const create = useCreateOffice();
  const navigate = useNavigate();
  const fieldError = isApiError(create.error) ? create.error.field('name') : undefined;
  const blank = name.trim() === '';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => {
        setName('');
        create.reset();
      }}
      title="New assistant"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (blank) return;
          create.mutate(name, {
            onSuccess: (office) => void navigate(`/app/${encodeURIComponent(office._id)}`),
          });
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            description="What you call this assistant in your list, e.g. Support desk"
            placeholder="My assistant"
            required
            data-autofocus
            maxLength={OFFICE_LIMITS.officeName}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError}
          />
          {create.isError && !fieldError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={blank} loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
