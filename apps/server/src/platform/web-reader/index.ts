/**
 * Reads a public web page for assistant training (POST /api/ai/read-page): refuses non-public addresses
 * (literal or resolved, on every redirect hop, pinned against DNS rebinding), caps size and time, and
 * extracts the readable text with Mozilla Readability. Failures are WebReadError with a code and a message
 * for users.
 */
export { readPage, type ReadPageOptions, type ReadPageHooks, type ReadPageResult } from './read-page';
export { WebReadError, webReadMessages, type WebReadErrorCode } from './errors';
export { isPublicAddress } from './address-policy';
