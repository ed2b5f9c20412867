import { isApiError } from '../../app/api-error';

/** The server's code for a music-pro-only action by a non-member: the membership modal opens. */
export const MUSIC_PRO_REQUIRED = 'music_pro_required';

export function isMusicProRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === MUSIC_PRO_REQUIRED;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Failures worth a second try: a lost connection or a busy server, never a 4xx. */
export function retryable(count: number, error: unknown): boolean {
  return count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);
}
