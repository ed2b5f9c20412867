/**
 * Who may have the assistant speak. Speaking is CPU work done on the server, so visitors without an account
 * (guests too: they are free and unlimited) get a quota per client address and one for all of them together;
 * signed-in accounts speak without one. Public office pages speak their welcome messages to visitors, so
 * visitors are not refused outright. Speech already cached costs nothing and counts toward no quota.
 */

/** Speeches one visitor address may have made in VISITOR_SPEECH_WINDOW_SECONDS. */
export const VISITOR_SPEECH_PER_ADDRESS = 20;
/** Speeches all visitors together may have made in VISITOR_SPEECH_WINDOW_SECONDS. */
export const VISITOR_SPEECH_ALL = 300;
export const VISITOR_SPEECH_WINDOW_SECONDS = 60 * 60;
/** A cache hit records its use at most this often per file (spares the database a write per hit). */
export const SPEECH_CACHE_TOUCH_SECONDS = 60;

export type SpeechQuotaRefusal = 'address' | 'all';

/** The message a refused visitor reads. */
export function visitorSpeechMessage(refusal: SpeechQuotaRefusal): string {
  return refusal === 'address'
    ? `Visitors can have ${VISITOR_SPEECH_PER_ADDRESS} texts spoken an hour. Sign in to hear more.`
    : 'Visitors have used all the speech for this hour. Sign in to hear more.';
}
