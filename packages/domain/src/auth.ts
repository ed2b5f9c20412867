/** Passwordless email login: a six-digit code, valid for ten minutes, five tries. */
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_SECONDS = 10 * 60;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/** At most this many codes may be requested for one email in LOGIN_CODE_WINDOW_SECONDS. */
export const LOGIN_CODES_PER_EMAIL = 5;
export const LOGIN_CODES_PER_ADDRESS = 20;
export const LOGIN_CODE_WINDOW_SECONDS = 60 * 60;
export const SESSION_TTL_DAYS = 30;

export const WRONG_CODE_MESSAGE = "The code didn't work. Try again, please.";
