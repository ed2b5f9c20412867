import { Button, EmptyState } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../app/api-error';

interface ErrorStateProps {
  title?: string;
  /** The error to explain; its (server) message is shown unless `message` is given. */
  error?: unknown;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load: what went wrong and a way to try again. */
export function ErrorState({
  title = "Couldn't load this",
  error,
  message,
  onRetry,
  retrying,
}: ErrorStateProps) {
  return (
    <EmptyState
      role="alert"
      variant="light"
      color="red"
      icon={<IconAlertTriangle size={26} aria-hidden />}
      title={title}
      description={message ?? errorMessage(error)}
      py="xl"
    >
      {onRetry && (
        <EmptyState.Actions>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
            loading={retrying}
          >
            Try again
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
