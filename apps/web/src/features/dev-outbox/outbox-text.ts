import { isApiError } from '../../app/api-error';

export const OUTBOX_OFF_MESSAGE = 'The dev outbox is off on this server.';
export const OUTBOX_FORBIDDEN_MESSAGE =
  "This outbox link doesn't work here. Open the outbox link printed when the server started, or sign in as an admin.";
export const OUTBOX_LINK_NEEDED_MESSAGE =
  'To read it, open the outbox link printed when the server started (it ends with ?token=…), or sign in as an admin.';
export const OUTBOX_RECIPIENT_NEEDED_MESSAGE =
  'Enter the email address you asked a sign-in code for, and its mail shows up here.';

export type OutboxRefusal = { kind: 'off' | 'forbidden'; title: string; message: string };

/** The dev outbox's own explanation of a 404 or 403; null for other errors (their server message shows). */
export function outboxRefusal(error: unknown): OutboxRefusal | null {
  if (!isApiError(error)) return null;
  if (error.status === 404) return { kind: 'off', title: 'The outbox is off', message: OUTBOX_OFF_MESSAGE };
  if (error.status === 403)
    return { kind: 'forbidden', title: 'Not available here', message: OUTBOX_FORBIDDEN_MESSAGE };
  return null;
}

/**
 * What the page may ask for: admins read everything; a token holder reads one recipient at a time (the
 * server refuses a token without `to`); a visitor without either is told how to get in, without a request.
 */
export function outboxAccess(input: {
  isAdmin: boolean;
  token: string;
  to: string;
}): 'read' | 'needs-link' | 'needs-recipient' {
  if (input.isAdmin) return 'read';
  if (!input.token) return 'needs-link';
  return input.to ? 'read' : 'needs-recipient';
}

/** The sign-in code in an email's text, if there is one (the first run of exactly 6 digits). */
export function findLoginCode(text: string): string | null {
  return text.match(/(?<!\d)\d{6}(?!\d)/)?.[0] ?? null;
}
