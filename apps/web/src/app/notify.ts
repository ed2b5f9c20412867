import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-error';

/** Shows an error toast with the server's message. The same `id` never stacks twice on screen. */
export function notifyError(error: unknown, options: { id?: string; title?: string } = {}): void {
  notifications.show({
    id: options.id,
    color: 'red',
    title: options.title ?? 'Something went wrong',
    message: errorMessage(error),
  });
}

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message });
}
