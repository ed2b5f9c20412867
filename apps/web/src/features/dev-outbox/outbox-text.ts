import { isApiError } from '../../app/api-error';

export const OUTBOX_OFF_MESSAGE = 'The dev outbox is off because SMTP is configured.';
export const OUTBOX_FORBIDDEN_MESSAGE = 'The dev outbox is readable only from this machine or by an admin.';

/** The dev outbox's own explanation of a 404 or 403; null for other errors (their server message shows). */
export function outboxRefusal(error: unknown): { title: string; message: string } | null {
  if (!isApiError(error)) return null;
  if (error.status === 404) return { title: 'The outbox is off', message: OUTBOX_OFF_MESSAGE };
  if (error.status === 403) return { title: 'Not available here', message: OUTBOX_FORBIDDEN_MESSAGE };
  return null;
}

/** The sign-in code in an email's text, if there is one (the first run of exactly 6 digits). */
export function findLoginCode(text: string): string | null {
  return text.match(/(?<!\d)\d{6}(?!\d)/)?.[0] ?? null;
}
