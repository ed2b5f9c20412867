import { toTier } from '@muse/domain';

/**
 * For in-app free users, text is checked by a safety call before search or generate; an error flag
 * blocks it. Free is the tier without a subscription (falsy); a signed-out visitor has none either. Trial
 * tiers are subscriptions of their own and are not checked.
 */
export function needsSafetyCheck(input: { inApp: boolean; subscription: unknown }): boolean {
  return input.inApp && toTier(input.subscription) === '';
}

/** Shown when the safety call itself failed: the text stays blocked until it can be checked. */
export const SAFETY_CHECK_FAILED = "Couldn't check your text. Try again in a moment.";
/** Shown when the server refuses the text without saying why (its reply normally carries the reason). */
export const SAFETY_BLOCKED_FALLBACK = 'This text was blocked by our content filter. Please change it.';

/** The text to show for a check-safe reply, or null when the text may be used. */
export function safetyBlockText(reply: { error?: string } | undefined): string | null {
  if (!reply || reply.error === undefined) return null;
  return reply.error.trim() || SAFETY_BLOCKED_FALLBACK;
}
