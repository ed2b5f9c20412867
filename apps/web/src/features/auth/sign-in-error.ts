import { SignInErrorCode } from '@muse/contracts';
import { BANNED_SIGN_IN_MESSAGE } from '@muse/domain';

/** What a person reads when a Google or Microsoft sign-in came back with `?signInError=<code>`. */
const MESSAGES: Record<SignInErrorCode, string> = {
  cancelled: 'Sign-in was cancelled.',
  expired: 'The sign-in took too long. Please try again.',
  invalid_state: "That sign-in didn't start in this browser. Please try again.",
  unavailable: "The sign-in provider couldn't be reached. Try again in a moment, or use your email.",
  email_unverified:
    "That account has no verified email, so we couldn't sign you in. Use your email address instead.",
  banned: BANNED_SIGN_IN_MESSAGE,
  failed: "Sign-in didn't work. Please try again, or use your email.",
};

/** The message for a `signInError` query value, or null when there is none; unknown codes read as failed. */
export function signInErrorMessage(search: string): string | null {
  const raw = new URLSearchParams(search).get('signInError');
  if (raw === null) return null;
  const parsed = SignInErrorCode.safeParse(raw);
  return MESSAGES[parsed.success ? parsed.data : 'failed'];
}
