import { VerifyEmailBody } from '@muse/contracts';
import { WRONG_CODE_MESSAGE } from '@muse/domain';
import { errorMessage, isApiError } from '../../app/api-error';

/**
 * The email verification modal's rules, for a user with no verified email: enter the email, receive a code
 * and submit it (Submit is disabled while the code is empty or busy); a wrong code shows "The code didn't
 * work. Try again, please."
 */
export type VerifyStep = { kind: 'email' } | { kind: 'code'; email: string };

/** The email the field starts with: the verified one, else the account's (guests' placeholders are not). */
export function initialEmail(
  reply: { verifiedEmail: string | null; email: string | null } | undefined,
  accountEmail: string | null,
): string {
  const candidate = reply?.verifiedEmail ?? reply?.email ?? accountEmail ?? '';
  return candidate.endsWith('.invalid') ? '' : candidate;
}

/** Null when the email may be sent, else what to show under the field. */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') return 'Enter your email address.';
  const parsed = VerifyEmailBody.shape.email.safeParse(email.trim());
  return parsed.success ? null : 'Enter a valid email address.';
}

export function canSubmitCode(code: string, busy: boolean): boolean {
  return code.trim() !== '' && !busy;
}

/**
 * What a failed POST /user/verifyEmailWithCode shows: a wrong code is a 400 `wrong_code` whose text is the
 * spec's ('The code didn't work. Try again, please.'); anything else its own message.
 */
export function codeErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'wrong_code') return error.field('code') ?? WRONG_CODE_MESSAGE;
    return error.field('code') ?? error.message;
  }
  return errorMessage(error);
}

/** What a failed POST /user/verifyEmail shows (a bad address, an email another account owns, too many). */
export function emailErrorText(error: unknown): string {
  return isApiError(error) ? (error.field('email') ?? error.message) : errorMessage(error);
}
