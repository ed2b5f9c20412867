import { isMusicPro } from '@muse/domain';
import { errorMessage, isApiError } from '../../app/api-error';
import { isMusicProRequired } from '../music';

/**
 * What the screen does when POST /music (or the checks before it) fails (non-subscribers with unfinished
 * items are told to wait and offered Subscribe):
 * - 401: the login prompt;
 * - 403 email_not_verified: the email verification again (the verification ran out or was never done);
 * - 403 music_pro_required: the membership modal;
 * - 409: the server's "wait" (or "that's today's songs") message, with Subscribe for non-members (music pro
 *   makes several at once, and unlimited songs);
 * - anything else: its message, in place.
 */
export type CreateFailure =
  | { kind: 'login' }
  | { kind: 'verify' }
  /** 403 music_pro_required: a member feature (the membership modal opens). */
  | { kind: 'membership' }
  | { kind: 'wait'; title: string; message: string; offerSubscribe: boolean }
  | { kind: 'message'; message: string };

export const EMAIL_NOT_VERIFIED = 'email_not_verified';
/** The other 409 of POST /music: the free day's songs are made. */
export const DAILY_LIMIT = 'music_daily_limit';

export function classifyCreateError(error: unknown, musicpro: unknown): CreateFailure {
  if (isApiError(error)) {
    if (error.status === 401) return { kind: 'login' };
    if (error.status === 403 && error.code === EMAIL_NOT_VERIFIED) return { kind: 'verify' };
    if (isMusicProRequired(error)) return { kind: 'membership' };
    if (error.status === 409)
      return {
        kind: 'wait',
        title: error.code === DAILY_LIMIT ? 'No more songs today' : 'Please wait for your music',
        message: error.message,
        // The server also says so (`details.action: 'subscribe'`); members have nothing more to buy.
        offerSubscribe: !isMusicPro(musicpro),
      };
  }
  return { kind: 'message', message: errorMessage(error) };
}

/** The failures the screen shows as a message (the others open a dialog instead). */
export function failureMessage(failure: CreateFailure | null): string | null {
  return failure && (failure.kind === 'wait' || failure.kind === 'message') ? failure.message : null;
}
