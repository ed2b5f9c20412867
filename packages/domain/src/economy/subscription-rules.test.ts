import { describe, expect, it } from 'vitest';
import {
  creditPeriodAt,
  creditsPerPeriod,
  effectiveTier,
  isValidPeriod,
  stackedStart,
  tierRank,
  type SubscriptionSpan,
} from './subscription-rules';

const span = (
  tier: SubscriptionSpan['tier'],
  startedOn: string,
  currentPeriodEnd: string,
): SubscriptionSpan => ({
  tier,
  status: 'active',
  startedOn,
  currentPeriodEnd,
});
const NOW = new Date('2026-01-10T00:00:00.000Z');

describe('subscription stacking and the tier in effect', () => {
  it('ranks Free < trials < Pro < Premium < Ultimate', () => {
    const order = ['', 'trialpro', 'trialpremium', 'true', 'premium', 'ultimate'] as const;
    expect(order.map(tierRank)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('starts now when nothing of the same or a higher tier is active', () => {
    expect(stackedStart([], 'true', NOW)).toEqual(NOW);
    const pro = span('true', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z');
    // Premium bought during Pro switches to Premium at once.
    expect(stackedStart([pro], 'premium', NOW)).toEqual(NOW);
    // A trial never delays a paid plan.
    expect(
      stackedStart(
        [span('trialpremium', '2026-01-09T00:00:00.000Z', '2026-01-16T00:00:00.000Z')],
        'true',
        NOW,
      ),
    ).toEqual(NOW);
  });

  it('extends from the end of the same or a higher tier, following a chain of records', () => {
    const pro1 = span('true', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z');
    const premium = span('premium', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z');
    expect(stackedStart([pro1], 'true', NOW).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(stackedStart([premium, pro1], 'true', NOW).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    // Only Premium or higher extends a Premium purchase: the Pro month does not count.
    expect(stackedStart([pro1], 'premium', NOW)).toEqual(NOW);
  });

  it('ignores expired and cancelled records', () => {
    const gone = {
      ...span('ultimate', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'),
      status: 'cancelled' as const,
    };
    expect(stackedStart([gone], 'true', NOW)).toEqual(NOW);
    expect(effectiveTier([gone], NOW)).toEqual({ tier: '', until: null });
  });

  it('puts the highest covering tier in effect, until its run of same-tier records ends', () => {
    const pro = span('true', '2026-01-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z');
    const premium = span('premium', '2026-01-05T00:00:00.000Z', '2026-02-05T00:00:00.000Z');
    const premium2 = span('premium', '2026-02-05T00:00:00.000Z', '2026-03-05T00:00:00.000Z');
    expect(effectiveTier([pro, premium, premium2], NOW)).toEqual({
      tier: 'premium',
      until: '2026-03-05T00:00:00.000Z',
    });
    // When Premium ends, the Pro time that outlasts it takes over.
    expect(effectiveTier([pro, premium, premium2], new Date('2026-03-05T00:00:00.000Z'))).toEqual({
      tier: 'true',
      until: '2026-04-01T00:00:00.000Z',
    });
    expect(effectiveTier([pro], new Date('2026-04-01T00:00:00.000Z'))).toEqual({ tier: '', until: null });
    // A record that has not started yet is not in effect.
    expect(
      effectiveTier([span('ultimate', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z')], NOW).tier,
    ).toBe('');
  });
});

describe('monthly subscription credits', () => {
  it('gives Pro 500, Premium 1000, Ultimate 2000 credits a month and trials none', () => {
    expect(
      ['true', 'premium', 'ultimate', 'trialpro', 'trialpremium'].map((t) => creditsPerPeriod(t as never)),
    ).toEqual([500, 1000, 2000, 0, 0]);
  });

  it('cuts a long subscription into calendar months from its start, the last one at its end', () => {
    const gift = { startedOn: '2026-01-31T12:00:00.000Z', currentPeriodEnd: '2026-04-15T00:00:00.000Z' };
    const at = (iso: string) => {
      const p = creditPeriodAt(gift, new Date(iso));
      return p && [p.start.toISOString(), p.end.toISOString()];
    };
    expect(at('2026-01-31T12:00:00.000Z')).toEqual(['2026-01-31T12:00:00.000Z', '2026-02-28T12:00:00.000Z']);
    expect(at('2026-03-01T00:00:00.000Z')).toEqual(['2026-02-28T12:00:00.000Z', '2026-03-31T12:00:00.000Z']);
    expect(at('2026-04-01T00:00:00.000Z')).toEqual(['2026-03-31T12:00:00.000Z', '2026-04-15T00:00:00.000Z']);
    expect(at('2026-04-15T00:00:00.000Z')).toBeNull();
    expect(at('2026-01-01T00:00:00.000Z')).toBeNull();
  });

  it('gives a 7-day record one 7-day period', () => {
    const offer = { startedOn: '2026-01-01T00:00:00.000Z', currentPeriodEnd: '2026-01-08T00:00:00.000Z' };
    expect(creditPeriodAt(offer, new Date('2026-01-05T00:00:00.000Z'))?.end.toISOString()).toBe(
      '2026-01-08T00:00:00.000Z',
    );
  });

  it('accepts whole periods of 1 day to 10 years', () => {
    expect(isValidPeriod({ days: 7 })).toBe(true);
    expect(isValidPeriod({ months: 3 })).toBe(true);
    expect(isValidPeriod({ months: 0 })).toBe(false);
    expect(isValidPeriod({ days: 1.5 })).toBe(false);
    expect(isValidPeriod({ months: 121 })).toBe(false);
  });
});
