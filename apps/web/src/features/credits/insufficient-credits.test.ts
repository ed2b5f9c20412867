import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-error';
import { isInsufficientCredits } from './insufficient-credits';
import { withBalances } from './session-balance';

describe('isInsufficientCredits (§8)', () => {
  it('is a 402 insufficient_credits reply only', () => {
    expect(isInsufficientCredits(new ApiError(402, 'insufficient_credits', 'x'))).toBe(true);
    expect(isInsufficientCredits(new ApiError(409, 'insufficient_credits', 'x'))).toBe(false);
    expect(isInsufficientCredits(new ApiError(402, 'payment_required', 'x'))).toBe(false);
    expect(isInsufficientCredits(new Error('402'))).toBe(false);
  });
});

describe('withBalances', () => {
  it('puts a claim’s balances into a signed-in session only', () => {
    expect(withBalances({ userId: null }, { credits: 1, subscriptionCredits: 2 })).toEqual({ userId: null });
    expect(withBalances(undefined, { credits: 1, subscriptionCredits: 2 })).toBeUndefined();
    const session = {
      userId: 'u',
      user: { email: 'a@b.c' },
      isGuest: false,
      isAdmin: false,
      credits: 0,
      subscriptionCredits: 0,
      subscription: '' as const,
      subscriptionUntil: null,
      musicpro: '' as const,
      createdOn: '2026-11-01T00:00:00Z',
      streak: 0,
      updateProfile: false,
      updateStoreInfo: false,
    };
    expect(withBalances(session, { credits: 10, subscriptionCredits: 5 })).toMatchObject({
      credits: 10,
      subscriptionCredits: 5,
    });
  });
});
