/**
 * The feedback popup, the confetti banner and the limits of what visitors may send (transcripts, forms,
 * feedback).
 */

/** "Feedback popup: appears 5 minutes after the first click if no review is stored." */
export const FEEDBACK_POPUP_DELAY_MS = 5 * 60 * 1000;

/** "Confetti: runs 5 seconds, banner slides in after 150 ms, a new launcher every 500 ms." */
export const CONFETTI_DURATION_MS = 5000;
export const CONFETTI_BANNER_DELAY_MS = 150;
export const CONFETTI_LAUNCH_INTERVAL_MS = 500;

/** How many confetti launchers a run of `durationMs` starts: one at once, then one every interval. */
export function confettiLaunches(
  durationMs = CONFETTI_DURATION_MS,
  intervalMs = CONFETTI_LAUNCH_INTERVAL_MS,
): number {
  if (durationMs <= 0 || intervalMs <= 0) return 0;
  return Math.ceil(durationMs / intervalMs);
}

/** Chosen cap on a review or a suggestion ("no explicit limit" in the spec; the store needs one). */
export const FEEDBACK_TEXT_MAX = 5000;

/** The spec's thanks after feedback: a title, and a line naming the address a follow-up would come from. */
export const FEEDBACK_THANKS_TITLE = 'Thank you!';
export function feedbackThanksMessage(email: string): string {
  return `Thank you for your feedback! You may receive a follow-up email from ${email}.`;
}

/**
 * Chosen (the spec gives none): what one client address without an account (a visitor or a guest) may send
 * in VISITOR_WRITES_WINDOW_SECONDS. Transcript entries come one per answered question of a dialog, so they
 * get many; forms and feedback are sent once in a while.
 */
export const VISITOR_TRANSCRIPTS_PER_ADDRESS = 600;
export const VISITOR_FORMS_PER_ADDRESS = 30;
export const VISITOR_FEEDBACK_PER_ADDRESS = 20;
export const VISITOR_WRITES_WINDOW_SECONDS = 60 * 60;

export function visitorWritesMessage(minutes: number): string {
  return `You have sent a lot in a short time. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or sign in.`;
}
