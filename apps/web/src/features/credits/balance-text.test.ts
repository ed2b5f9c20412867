import { describe, expect, it } from 'vitest';
import { formatDay, renewalLine, unlimitedNote } from './balance-text';

describe('renewalLine (§2 "line about renewal of subscription credits")', () => {
  const on = '2026-12-23T12:00:00.000Z';
  it('names the monthly allowance and the day it renews', () => {
    expect(
      renewalLine({ subscription: 'premium', subscriptionCredits: 400, subscriptionCreditsExpireOn: on }),
    ).toBe('Your 1,000 subscription credits renew on Dec 23, 2026.');
    expect(renewalLine({ subscription: true, subscriptionCredits: 0, subscriptionCreditsExpireOn: on })).toBe(
      'Your 500 subscription credits renew on Dec 23, 2026.',
    );
  });
  it('says when leftover subscription credits run out without a plan that renews them', () => {
    expect(renewalLine({ subscription: '', subscriptionCredits: 120, subscriptionCreditsExpireOn: on })).toBe(
      'Your 120 subscription credits expire on Dec 23, 2026.',
    );
  });
  it("without a date: the plan's monthly credits, or that earned and bought credits never expire", () => {
    expect(
      renewalLine({ subscription: 'ultimate', subscriptionCredits: 0, subscriptionCreditsExpireOn: null }),
    ).toBe('Your plan adds 2,000 credits every month.');
    expect(
      renewalLine({ subscription: 'trialpro', subscriptionCredits: 0, subscriptionCreditsExpireOn: null }),
    ).toMatch(/never expire/);
  });
});

describe('unlimitedNote (§4 "shows for ultimate, premium or true")', () => {
  it('shows for Pro, Premium and Ultimate only', () => {
    for (const tier of [true, 'premium', 'ultimate'] as const)
      expect(unlimitedNote(tier)).toMatch(/Unlimited/);
    for (const tier of ['', 'trialpro', 'trialpremium'] as const) expect(unlimitedNote(tier)).toBeNull();
  });
});

describe('formatDay', () => {
  it('keeps a bad date as it came', () => {
    expect(formatDay('soon')).toBe('soon');
  });
});
