import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOSTED_FAIR_USE_PER_DAY,
  WRONG_CODE_MESSAGE,
  generationIsFree,
  generationPriority,
  hasUnlimitedGenerations,
  isAdminEmail,
  isGuestId,
  monthlySubscriptionCredits,
  splitSpend,
  tierLabel,
  tierToWire,
  toTier,
} from './index';

describe('tiers (media-generation.md §4 credits subscription label)', () => {
  it.each([
    ['ultimate', 'Ultimate'],
    ['premium', 'Premium'],
    [true, 'Pro'],
    ['true', 'Pro'],
    ['trialpremium', 'Trial Premium'],
    ['trialpro', 'Trial Pro'],
    ['', 'Free'],
    [false, 'Free'],
    [null, 'Free'],
    ['gold', 'Free'],
  ])('%s is labelled %s', (value, label) => {
    expect(tierLabel(value)).toBe(label);
  });

  it('shows the unlimited note for ultimate, premium and Pro only', () => {
    expect(
      ['ultimate', 'premium', true, 'trialpro', 'trialpremium', ''].map(hasUnlimitedGenerations),
    ).toEqual([true, true, true, false, false, false]);
  });

  it('generates Ultimate first, then Premium, then everyone else (spec: Premium and Ultimate first)', () => {
    expect(
      ['ultimate', 'premium', 'trialpremium', true, 'trialpro', '', null].map(generationPriority),
    ).toEqual([1, 2, 2, 3, 3, 3, 3]);
  });

  it('makes unlimited plans free on local models, and on hosted ones up to the fair-use cap', () => {
    const local = { kind: 'local' as const };
    const hosted = { kind: 'hosted' as const };
    const under = { freeToday: 49, perDay: 50 };
    const reached = { freeToday: 50, perDay: 50 };
    expect(['ultimate', 'premium', true].map((t) => generationIsFree(t, local, reached))).toEqual([
      true,
      true,
      true,
    ]);
    expect(generationIsFree('premium', hosted, under)).toBe(true);
    expect(generationIsFree('premium', hosted, reached)).toBe(false);
    expect(generationIsFree('premium', hosted, { freeToday: 0, perDay: 0 })).toBe(false);
    expect(['', 'trialpro', 'trialpremium'].map((t) => generationIsFree(t, local, under))).toEqual([
      false,
      false,
      false,
    ]);
    expect(generationIsFree('ultimate', undefined, under)).toBe(false);
    expect(DEFAULT_HOSTED_FAIR_USE_PER_DAY).toBe(50);
  });

  it('sends Pro as the boolean true on the wire and reads it back', () => {
    expect(tierToWire('true')).toBe(true);
    expect(toTier(tierToWire('true'))).toBe('true');
    expect(tierToWire('premium')).toBe('premium');
  });

  it('grants 500, 1000 and 2000 monthly credits to Pro, Premium and Ultimate', () => {
    expect([true, 'premium', 'ultimate', 'trialpro', ''].map(monthlySubscriptionCredits)).toEqual([
      500, 1000, 2000, 0, 0,
    ]);
  });
});

describe('credits', () => {
  it('spends subscription credits first', () => {
    expect(splitSpend({ credits: 10, subscriptionCredits: 3 }, 5)).toEqual({
      fromSubscription: 3,
      fromCredits: 2,
    });
    expect(splitSpend({ credits: 10, subscriptionCredits: 30 }, 5)).toEqual({
      fromSubscription: 5,
      fromCredits: 0,
    });
  });
  it('refuses a spend the balance cannot cover, never going below zero', () => {
    expect(splitSpend({ credits: 2, subscriptionCredits: 2 }, 5)).toBeNull();
    expect(splitSpend({ credits: 0, subscriptionCredits: 0 }, 1)).toBeNull();
  });
  it('rejects non-positive and fractional spends', () => {
    expect(() => splitSpend({ credits: 5, subscriptionCredits: 0 }, 0)).toThrow(RangeError);
    expect(() => splitSpend({ credits: 5, subscriptionCredits: 0 }, 1.5)).toThrow(RangeError);
  });
});

describe('users', () => {
  it('treats ids starting with guest as guests', () => {
    expect(isGuestId('guest_abc')).toBe(true);
    expect(isGuestId('u_abc')).toBe(false);
    expect(isGuestId(null)).toBe(false);
  });
  it('matches admin emails case-insensitively', () => {
    expect(isAdminEmail('Boss@Example.com', ['boss@example.com'])).toBe(true);
    expect(isAdminEmail('other@example.com', ['boss@example.com'])).toBe(false);
    expect(isAdminEmail(null, ['boss@example.com'])).toBe(false);
  });
  it('uses the spec text for a wrong code', () => {
    expect(WRONG_CODE_MESSAGE).toBe("The code didn't work. Try again, please.");
  });
});
