import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-error';
import { classifyCreateError, failureMessage } from './create-errors';

describe('classifyCreateError (§4, §6)', () => {
  it('asks visitors to log in', () => {
    expect(classifyCreateError(new ApiError(401, 'unauthorized', 'Sign in'), '')).toEqual({ kind: 'login' });
  });

  it('reopens the verification for email_not_verified only', () => {
    expect(classifyCreateError(new ApiError(403, 'email_not_verified', 'Verify'), '')).toEqual({
      kind: 'verify',
    });
    expect(classifyCreateError(new ApiError(403, 'music_pro_required', 'Members'), '')).toEqual({
      kind: 'membership',
    });
    expect(classifyCreateError(new ApiError(403, 'forbidden', 'No'), '')).toEqual({
      kind: 'message',
      message: 'No',
    });
  });

  it("shows a 409's message, with Subscribe for non-members only", () => {
    const wait = new ApiError(409, 'music_in_progress', 'Please wait until your music is ready.');
    expect(classifyCreateError(wait, 'trial')).toEqual({
      kind: 'wait',
      title: 'Please wait for your music',
      message: 'Please wait until your music is ready.',
      offerSubscribe: true,
    });
    expect(classifyCreateError(wait, 'paid')).toMatchObject({ kind: 'wait', offerSubscribe: false });
    const daily = new ApiError(409, 'music_daily_limit', 'You have created your 3 songs for today.');
    expect(classifyCreateError(daily, '')).toMatchObject({
      title: 'No more songs today',
      offerSubscribe: true,
    });
  });

  it('shows any other message in place', () => {
    const failure = classifyCreateError(new Error('boom'), '');
    expect(failure).toEqual({ kind: 'message', message: 'boom' });
    expect(failureMessage(failure)).toBe('boom');
    expect(failureMessage({ kind: 'login' })).toBeNull();
    expect(failureMessage(null)).toBeNull();
  });
});
