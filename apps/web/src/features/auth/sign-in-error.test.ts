import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-error';

describe('signInErrorMessage', () => {
  it('explains each code the server redirects with', () => {
    expect(signInErrorMessage('?signInError=cancelled')).toBe('Sign-in was cancelled.');
    expect(signInErrorMessage('?signInError=email_unverified')).toMatch(/verified email/);
  });
  it('reads an unknown code as a failed sign-in, and nothing as no error', () => {
    expect(signInErrorMessage('?signInError=<script>')).toMatch(/didn't work/);
    expect(signInErrorMessage('?foo=1')).toBeNull();
  });
});
