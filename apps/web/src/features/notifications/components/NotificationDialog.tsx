import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { CLOSE_RESPONSE, NOTIFICATION_LIMITS, type Notification } from '@muse/contracts';
import { errorMessage } from '../../../app/api-error';
import { GLOBAL_DIALOG_Z_INDEX } from '../../../shared/layers';
import { actionDisabled, canClose, closeSecondsLeft } from '../dialog-rules';
import { NotificationContent } from './NotificationContent';

export interface NotificationDialogProps {
  notification: Notification;
  /** sends the response (an action's value or close) with the input's text; the dialog waits for it */
  onRespond(response: string, text: string): void;
  /** the response being sent, to show it busy */
  pending: string | null;
  error: unknown;
  /** the admin's preview: it can always be closed, and says it is a preview */
  preview?: boolean;
}

/** Ticks once a second while a close time-out runs, for the countdown on the close button. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The notification dialog: title, header, content, an optional input, and the actions. The default action
 * works once the input has text; closing is hidden for a blocking notification and waits for the time-out.
 */
export function NotificationDialog({
  notification: n,
  onRespond,
  pending,
  error,
  preview = false,
}: NotificationDialogProps) {
  const [text, setText] = useState('');
  const [shownAt] = useState(() => Date.now());
  const now = useNow(!n.blocking && n.timeoutForEnableClose > 0);
  const closable = canClose(n, shownAt, now);
  const secondsLeft = closeSecondsLeft(n, shownAt, now);
  const busy = pending !== null;
  const close = () => {
    if ((closable || preview) && !busy) onRespond(CLOSE_RESPONSE, '');
  };
  const defaultAction = n.actions.find((a) => a.default);

  return (
    <Modal
      opened
      onClose={close}
      centered
      size={480}
      zIndex={GLOBAL_DIALOG_Z_INDEX}
      padding="lg"
      withCloseButton={!n.blocking || preview}
      closeOnEscape={closable || preview}
      closeOnClickOutside={closable || preview}
      closeButtonProps={{
        'aria-label': preview ? 'Close the preview' : 'Close',
        disabled: !(closable || preview) || busy,
      }}
      title={
        <Group gap="sm" wrap="nowrap">
          <IconBell size={22} color="var(--mantine-color-muse-6)" aria-hidden />
          <Title order={2} fz="h4">
            {n.title}
          </Title>
          {preview && (
            <Badge variant="light" color="gray" size="sm">
              Preview
            </Badge>
          )}
        </Group>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (defaultAction && !actionDisabled(n, defaultAction, text) && !busy)
            onRespond(defaultAction.response, text);
        }}
      >
        <Stack gap="md">
          {n.header && (
            <Text fw={600} size="md">
              {n.header}
            </Text>
          )}
          <NotificationContent content={n.content} />
          {n.showInput && (
            <Textarea
              label="Your answer"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={NOTIFICATION_LIMITS.responseText}
              data-autofocus
              disabled={busy}
            />
          )}
          {error !== null && error !== undefined && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {!n.blocking && (
              <Button
                variant="default"
                onClick={close}
                disabled={!closable || busy}
                loading={pending === CLOSE_RESPONSE}
              >
                {secondsLeft > 0 ? `Close (${secondsLeft})` : 'Close'}
              </Button>
            )}
            {n.actions.map((action) => (
              <Button
                key={action.response}
                type={action.default ? 'submit' : 'button'}
                variant={action.default ? 'filled' : 'light'}
                disabled={actionDisabled(n, action, text) || (busy && pending !== action.response)}
                loading={pending === action.response}
                onClick={action.default ? undefined : () => onRespond(action.response, text)}
                // Without an input, the main answer is where the keyboard starts.
                data-autofocus={action.default && !n.showInput ? true : undefined}
              >
                {action.buttonText}
              </Button>
            ))}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
