import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '../../../shared/routing';
import { OFFICE_LIMITS } from '@muse/contracts';
import { errorMessage, isApiError } from '../../../app/api-error';
import { useCreateOffice, type NewOfficeKind } from '../hooks/use-my-offices';

const TEXTS: Record<NewOfficeKind, { title: string; description: string; placeholder: string }> = {
  aiChat: {
    title: 'New assistant',
    description: 'What you call this assistant in your list, e.g. Support desk',
    placeholder: 'My assistant',
  },
  interview: {
    title: 'New mock interview',
    description: 'What you call this interview in your list, e.g. Junior developer screening',
    placeholder: 'My interview',
  },
};

/**
 * "New assistant" or "New mock interview": a name, then an AI-chat or an interview office is made and opened;
 * an interview opens with its setup, at the Interview tab.
 */
export function NewAssistantModal({
  opened,
  onClose,
  kind = 'aiChat',
}: {
  opened: boolean;
  onClose: () => void;
  kind?: NewOfficeKind;
}) {
  const texts = TEXTS[kind];
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
      title={texts.title}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (blank) return;
          create.mutate(
            { name, type: kind },
            {
              onSuccess: (office) =>
                void navigate(`/app/${encodeURIComponent(office._id)}`, {
                  state: kind === 'interview' ? { openSetup: true } : undefined,
                }),
            },
          );
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            description={texts.description}
            placeholder={texts.placeholder}
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
