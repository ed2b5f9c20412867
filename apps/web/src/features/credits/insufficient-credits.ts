import { isApiError } from '../../app/api-error';

/** The server's code for a balance that cannot pay (402), from the credits ledger. */
export const INSUFFICIENT_CREDITS_CODE = 'insufficient_credits';

/** Insufficient credits: a 402 reply of any call that spends credits. */
export function isInsufficientCredits(error: unknown): boolean {
  return isApiError(error) && error.status === 402 && error.code === INSUFFICIENT_CREDITS_CODE;
}
