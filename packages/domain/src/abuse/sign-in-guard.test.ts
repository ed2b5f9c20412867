import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_BACKOFF_MAX_SECONDS,
  SIGN_IN_FREE_FAILURES,
  signInBackoffMessage,
  signInBackoffSeconds,
} from './sign-in-guard';

describe('signInBackoffSeconds (wrong sign-in codes per email and address)', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 60],
    [6, 120],
    [7, 240],
    [8, 480],
    [9, 960],
    [10, 1920],
    [11, 3600],
    [12, 3600],
    [1000, 3600],
  ])('after %i wrong codes the next try waits %i s', (failures, seconds) => {
    expect(signInBackoffSeconds(failures)).toBe(seconds);
  });

  it('lets the first wrong codes through (typos) and never waits more than an hour', () => {
    expect(SIGN_IN_FREE_FAILURES).toBe(5);
    expect(SIGN_IN_BACKOFF_MAX_SECONDS).toBe(3600);
    expect(signInBackoffSeconds(Number.NaN)).toBe(0);
  });

  it('gives one address at most 10 guesses in its first hour and about one an hour after that', () => {
    const triesWithin = (seconds: number) => {
      let t = 0;
      let tries = 0;
      for (;;) {
        if (t > seconds) return tries;
        tries += 1; // a wrong code at time t
        t += signInBackoffSeconds(tries);
      }
    };
    expect(triesWithin(3600)).toBe(10);
    expect(triesWithin(24 * 3600)).toBeLessThanOrEqual(10 + 23);
  });

  it('says how long to wait in plain words', () => {
    expect(signInBackoffMessage(1)).toBe(
      'Too many wrong codes for this email. Try again in 1 second, please.',
    );
    expect(signInBackoffMessage(45)).toBe(
      'Too many wrong codes for this email. Try again in 45 seconds, please.',
    );
    expect(signInBackoffMessage(120)).toBe(
      'Too many wrong codes for this email. Try again in 2 minutes, please.',
    );
  });
});
