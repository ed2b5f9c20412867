import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-error';

/** A toast's close button has no text: it is named for screen readers (axe: button-name). */
const closeButtonProps = { 'aria-label': 'Close' };

/** Shows an error toast with the server's message. The same `id` never stacks twice on screen. */
export function notifyError(error: unknown, options: { id?: string; title?: string } = {}): void {
  notifications.show({
    id: options.id,
    color: 'red',
    title: options.title ?? 'Something went wrong',
    message: errorMessage(error),
    closeButtonProps,
  });
}

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, closeButtonProps });
}
