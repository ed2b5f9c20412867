import type { FieldIssue } from '@muse/contracts';

/**
 * The one error type routes and services throw. The error handler turns it into
 * { error: { code, message, details? } } with its status; anything else becomes a logged 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: string, message: string, details?: unknown) =>
  new HttpError(400, code, message, details);
/** A 400 naming one field, shaped like a validation error. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, 'validation_failed', message, [{ field, message }] satisfies FieldIssue[]);
export const unauthorized = (message = 'Sign in to do this.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, 'rate_limited', message, retryAfterSeconds ? { retryAfterSeconds } : undefined);
/** A 503; with `retryAfterSeconds` the reply carries Retry-After (a busy server, not a missing feature). */
export const serviceUnavailable = (code: string, message: string, retryAfterSeconds?: number) =>
  new HttpError(503, code, message, retryAfterSeconds ? { retryAfterSeconds } : undefined);
