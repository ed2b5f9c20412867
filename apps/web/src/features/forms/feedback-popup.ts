import { FEEDBACK_POPUP_DELAY_MS } from '@muse/domain';

/**
 * A test-only override of the popup's delay: `?feedbackPopupDelay=<ms>` on the page's address (0 to 600000).
 * Shortening it shows the popup sooner and nothing else, so it needs no guarding.
 */
export const POPUP_DELAY_PARAM = 'feedbackPopupDelay';
/** Where the first click's time is kept, so a reload does not start the 5 minutes over. */
export const FIRST_CLICK_KEY = 'muse.feedback.firstClickAt';

/** The delay to use: the prop, else the address's override, else the spec's 5 minutes. */
export function popupDelay(search: string, prop?: number): number {
  if (prop !== undefined) return Math.max(0, prop);
  const raw = new URLSearchParams(search).get(POPUP_DELAY_PARAM);
  if (raw !== null && /^\d{1,6}$/.test(raw)) return Math.min(Number(raw), FEEDBACK_POPUP_DELAY_MS * 2);
  return FEEDBACK_POPUP_DELAY_MS;
}

/** How long from now until the popup is due, given when the first click was (ms since epoch). */
export function msUntilDue(firstClickAt: number, delayMs: number, now: number): number {
  return Math.max(0, firstClickAt + delayMs - now);
}

/** "appears … if no review is stored"; a skip is recorded on dismiss, and a skipped popup does not come back. */
export function shouldAsk(mine: { reviewed: boolean; skipped: boolean }): boolean {
  return !mine.reviewed && !mine.skipped;
}
