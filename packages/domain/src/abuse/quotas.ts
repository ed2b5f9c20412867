/**
 * Quotas that keep accounts and reactions from being free to mass-produce.
 * "Address" is the client address as the server sees it (IPv6 by its /64 network).
 */

/** Sign-in codes one address may ask for, for one email, in LOGIN_CODE_WINDOW_SECONDS. */
export const LOGIN_CODES_PER_EMAIL_AND_ADDRESS = 5;
/**
 * Safety net: sign-in codes one email may be sent from all addresses together in LOGIN_CODE_WINDOW_SECONDS.
 * Six times the per-address quota, so one stranger (or five) cannot stop the owner getting a code; it only
 * caps the mail an email receives and the codes alive at once.
 */
export const LOGIN_CODES_PER_EMAIL_ALL_ADDRESSES = 30;

/** Guest accounts one address may create in GUEST_WINDOW_SECONDS. */
export const GUESTS_PER_ADDRESS = 10;
export const GUEST_WINDOW_SECONDS = 60 * 60;

/**
 * Likes and dislikes (images, tracks, extensions together) by guest accounts made from one address, in
 * GUEST_REACTIONS_WINDOW_SECONDS. Accounts with an email are not limited by this.
 */
export const GUEST_REACTIONS_PER_ADDRESS = 30;
export const GUEST_REACTIONS_WINDOW_SECONDS = 60 * 60;

/**
 * Views by signed-out visitors counted from one address in VISITOR_VIEWS_WINDOW_SECONDS. A visitor is any
 * browser without a cookie, so past this the view is shown but not counted (it never fails).
 */
export const VISITOR_VIEWS_PER_ADDRESS = 100;
export const VISITOR_VIEWS_WINDOW_SECONDS = 60 * 60;

/**
 * Likes by signed-out visitors from one address in VISITOR_LIKES_WINDOW_SECONDS. Each browser (its visitor
 * cookie) counts once per item, but a new browser is only a cleared cookie away, so the address caps them.
 */
export const VISITOR_LIKES_PER_ADDRESS = 30;
export const VISITOR_LIKES_WINDOW_SECONDS = 60 * 60;

/** Reports by signed-out visitors from one address in VISITOR_REPORTS_WINDOW_SECONDS (once per item each). */
export const VISITOR_REPORTS_PER_ADDRESS = 10;
export const VISITOR_REPORTS_WINDOW_SECONDS = 60 * 60;
