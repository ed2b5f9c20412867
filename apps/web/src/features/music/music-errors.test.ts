import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-error';
import { isMusicProRequired, isNotFound, retryable } from './music-errors';

describe('music errors', () => {
  it('recognises the music pro refusal', () => {
    expect(isMusicProRequired(new ApiError(403, 'music_pro_required', 'Music pro only'))).toBe(true);
    expect(isMusicProRequired(new ApiError(403, 'forbidden', 'No'))).toBe(false);
    expect(isMusicProRequired(new Error('x'))).toBe(false);
  });
  it('retries only what may pass on a second try', () => {
    expect(retryable(0, new ApiError(503, 'unavailable', 'busy'))).toBe(true);
    expect(retryable(0, new ApiError(0, 'unreachable', 'down'))).toBe(true);
    expect(retryable(2, new ApiError(503, 'unavailable', 'busy'))).toBe(false);
    expect(retryable(0, new ApiError(404, 'not_found', 'gone'))).toBe(false);
    expect(isNotFound(new ApiError(404, 'not_found', 'gone'))).toBe(true);
  });
});
