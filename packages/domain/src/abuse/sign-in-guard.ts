/**
 * Guessing sign-in codes. Wrong codes are counted per (email, client address) across all codes, so a
 * stranger's guesses slow only the stranger. The first SIGN_IN_FREE_FAILURES wrong codes cost nothing
 * (typos); after that each further try waits twice as long as the one before, up to an hour. The count is
 * forgotten a day after the last wrong code. From one address that is at most 10 guesses in any hour (5 at
 * once, then after 1, 2, 4, 8 and 16 minutes; the next after 32 more) and about one an hour after that —
 * while the code's owner, from their own address, is never slowed.
 */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_BACKOFF_BASE_SECONDS = 60;
export const SIGN_IN_BACKOFF_MAX_SECONDS = 60 * 60;
/** Wrong codes older than this (counted from the last one) are forgotten. */
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * How long the next try must wait after the last wrong code, given how many wrong codes there have been
 * from this (email, address) in the window.
 */
export function signInBackoffSeconds(failures: number): number {
  if (!Number.isFinite(failures) || failures < SIGN_IN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - SIGN_IN_FREE_FAILURES, 30);
  return Math.min(SIGN_IN_BACKOFF_BASE_SECONDS * 2 ** doublings, SIGN_IN_BACKOFF_MAX_SECONDS);
}

/** The plain answer to a try that came too soon. */
export function signInBackoffMessage(waitSeconds: number): string {
  const wait =
    waitSeconds < 60
      ? `${waitSeconds} second${waitSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(waitSeconds / 60)} minute${Math.ceil(waitSeconds / 60) === 1 ? '' : 's'}`;
  return `Too many wrong codes for this email. Try again in ${wait}, please.`;
}
