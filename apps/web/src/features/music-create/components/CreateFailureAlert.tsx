import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { CREATE_TEXTS } from '../create-texts';
import { failureMessage, type CreateFailure } from '../create-errors';

/**
 * Why the track could not be requested. A 409 "wait" offers Subscribe to non-members: it opens the music
 * membership (music pro), since parallel generations belong to music pro; the images subscription would not
 * lift the limit.
 */
export function CreateFailureAlert({
  failure,
  onSubscribe,
  onClose,
}: {
  failure: CreateFailure | null;
  onSubscribe: () => void;
  onClose: () => void;
}) {
  const message = failureMessage(failure);
  if (!failure || !message) return null;
  const wait = failure.kind === 'wait';
  return (
    <Alert
      role="alert"
      color={wait ? 'yellow' : 'red'}
      variant="light"
      icon={wait ? <IconClock size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
      title={failure.kind === 'wait' ? failure.title : "Couldn't create the track"}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {wait && failure.offerSubscribe && (
          <Button size="xs" variant="gradient" onClick={onSubscribe}>
            {CREATE_TEXTS.subscribe}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
