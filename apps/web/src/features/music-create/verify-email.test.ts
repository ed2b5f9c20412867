import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-error';
import { canSubmitCode, codeErrorText, emailErrorText, emailProblem, initialEmail } from './verify-email';

describe('email verification (§4, §5)', () => {
  it('starts with the known email, never a guest placeholder', () => {
    expect(initialEmail({ verifiedEmail: null, email: 'a@b.co' }, 'x@y.co')).toBe('a@b.co');
    expect(initialEmail({ verifiedEmail: null, email: null }, 'x@y.co')).toBe('x@y.co');
    expect(initialEmail(undefined, 'guest_1@guest.invalid')).toBe('');
    expect(initialEmail(undefined, null)).toBe('');
  });

  it('checks the email before sending', () => {
    expect(emailProblem('')).toBe('Enter your email address.');
    expect(emailProblem('nope')).toBe('Enter a valid email address.');
    expect(emailProblem(' me@example.com ')).toBeNull();
  });

  it('disables Submit while the code is empty or busy', () => {
    expect(canSubmitCode('', false)).toBe(false);
    expect(canSubmitCode('   ', false)).toBe(false);
    expect(canSubmitCode('123456', true)).toBe(false);
    expect(canSubmitCode('123456', false)).toBe(true);
  });

  it("shows the spec's text for a wrong code and other failures' own messages", () => {
    const wrong = "The code didn't work. Try again, please.";
    expect(codeErrorText(new ApiError(400, 'wrong_code', wrong, { code: wrong }))).toBe(wrong);
    expect(codeErrorText(new ApiError(400, 'wrong_code', 'x'))).toBe(wrong);
    expect(codeErrorText(new ApiError(429, 'rate_limited', 'Too many tries for this code.'))).toBe(
      'Too many tries for this code.',
    );
    expect(codeErrorText(new Error('offline'))).toBe('offline');
    expect(emailErrorText(new ApiError(409, 'email_taken', 'Taken'))).toBe('Taken');
    expect(emailErrorText(new ApiError(400, 'validation_failed', 'Bad', { email: 'Bad email' }))).toBe(
      'Bad email',
    );
  });
});
