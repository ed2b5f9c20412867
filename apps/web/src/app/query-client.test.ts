import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { addApiErrorHandler, handledByApp, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a lost connection or a server error once more', () => {
    expect(shouldRetry(0, new ApiError(0, 'unreachable', 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'unreachable', 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'unreachable', 'x'))).toBe(false);
  });
  it('never retries a client error', () => {
    for (const status of [400, 401, 403, 404, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'x', 'x'))).toBe(false);
    }
  });
});

describe('addApiErrorHandler', () => {
  it('lets a feature take an error instead of the toast, until it lets go', () => {
    const payment = new ApiError(402, 'insufficient_credits', 'x');
    expect(handledByApp(payment)).toBe(false);
    const remove = addApiErrorHandler((e) => e instanceof ApiError && e.status === 402);
    expect(handledByApp(payment)).toBe(true);
    expect(handledByApp(new ApiError(404, 'not_found', 'x'))).toBe(false);
    remove();
    expect(handledByApp(payment)).toBe(false);
  });
});
