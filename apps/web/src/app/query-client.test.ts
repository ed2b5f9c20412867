import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

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
