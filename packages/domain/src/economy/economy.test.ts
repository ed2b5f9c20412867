import { describe, expect, it } from 'vitest';
import {
  CREDIT_PACKS,
  GIFT_CARDS,
  GUESS_THE_BEST_LEVELS,
  MUSIC_PRO_PLAN,
  ONETIME_ITEMS,
  REFERRAL_CREDITS,
  SEVEN_DAY_OFFER,
  STORE_PRICES_CENTS,
  SUBSCRIPTION_PLANS,
  addPeriod,
  canSeeDailyClaim,
  canSeeGame,
  canStartTrial,
  isMostLiked,
  currentStreak,
  findProduct,
  formatPrice,
  insightMayRetry,
  levelsFor,
  perCreditPrice,
  priceWithPromo,
  productByStoreId,
  reachedMilestones,
  scoreForPick,
  tierRules,
  visibleOnetimeItems,
} from './index';

describe('prices (media-generation.md §9, music-and-extras.md §9)', () => {
  it.each([
    ['sub-pro', 'true', 1000],
    ['sub-premium', 'premium', 2000],
    ['sub-ultimate', 'ultimate', 4000],
  ])('%s is %s at %i cents a month', (id, tier, cents) => {
    const plan = SUBSCRIPTION_PLANS.find((p) => p.id === id)!;
    expect(plan.tier).toBe(tier);
    expect(plan.priceCents).toBe(cents);
    expect(plan.period).toEqual({ months: 1 });
  });

  it('sells the one-off 7-day offer at $4.99 with 500 credits', () => {
    expect(SEVEN_DAY_OFFER).toMatchObject({ priceCents: 499, credits: 500, period: { days: 7 } });
    expect(formatPrice(SEVEN_DAY_OFFER.priceCents)).toBe('$4.99');
  });

  it('keeps the store prices: Microsoft Pro $9.99, Premium $19.99, Ultimate $39.99; App Store Premium $19.99', () => {
    expect(STORE_PRICES_CENTS.msstore).toEqual({ true: 999, premium: 1999, ultimate: 3999 });
    expect(STORE_PRICES_CENTS.appstore.premium).toBe(1999);
  });

  it('labels the gift cards 5, 20 and 60 and redeems them for their duration', () => {
    expect(GIFT_CARDS.map((g) => [g.giftTier, g.label, g.priceCents])).toEqual([
      ['1week', '5', 500],
      ['1month', '20', 2000],
      ['3months', '60', 6000],
    ]);
  });

  it('sells credit packs at half their normal price, per-credit price rounded up to 3 decimals', () => {
    expect(CREDIT_PACKS.map((p) => p.id)).toEqual(['credits-small', 'credits-medium', 'credits-large']);
    for (const p of CREDIT_PACKS) expect(p.normalPriceCents).toBeGreaterThan(p.priceCents);
    expect(perCreditPrice({ priceCents: 499, count: 100 })).toBe(0.05);
    expect(perCreditPrice({ priceCents: 1999, count: 500 })).toBe(0.04);
    expect(perCreditPrice({ priceCents: 4999, count: 1500 })).toBe(0.034);
    expect(perCreditPrice({ priceCents: 100, count: 3 })).toBe(0.334);
  });

  it('gives SONG 75% off music pro only, and the upgrade code $10 off subscriptions', () => {
    expect(priceWithPromo(MUSIC_PRO_PLAN, 'SONG')).toBe(250);
    expect(priceWithPromo(MUSIC_PRO_PLAN, ' song ')).toBe(250);
    expect(priceWithPromo(SEVEN_DAY_OFFER, 'SONG')).toBe(499);
    expect(priceWithPromo(findProduct('sub-premium')!, 'UPGRADE')).toBe(1000);
    expect(priceWithPromo(findProduct('sub-pro')!, 'NOPE')).toBe(1000);
    expect(productByStoreId('android', 'music_premium')?.id).toBe('musicpro');
  });

  it('adds calendar months, clamped to the end of a shorter month', () => {
    expect(addPeriod(new Date('2026-01-31T10:00:00Z'), { months: 1 }).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addPeriod(new Date('2026-11-22T00:00:00Z'), { months: 3 }).toISOString()).toBe(
      '2027-02-22T00:00:00.000Z',
    );
    expect(addPeriod(new Date('2026-11-22T00:00:00Z'), { days: 7 }).toISOString()).toBe(
      '2026-11-29T00:00:00.000Z',
    );
  });
});

describe('tiers', () => {
  it.each([
    ['', 'Free', false, false, 0],
    ['trialpro', 'Trial Pro', false, false, 0],
    ['trialpremium', 'Trial Premium', false, false, 0],
    [true, 'Pro', true, false, 500],
    ['premium', 'Premium', true, true, 1000],
    ['ultimate', 'Ultimate', true, true, 2000],
  ])('%s: %s, unlimited %s, private %s, %i monthly credits', (tier, label, unlimited, priv, monthly) => {
    const rules = tierRules(tier);
    expect(rules).toMatchObject({
      label,
      unlimitedGenerations: unlimited,
      privateImages: priv,
      monthlyCredits: monthly,
    });
  });

  it('lets a Free account that never had a trial start one; never guests', () => {
    expect(canStartTrial({ tier: '', hadTrial: false, isGuest: false })).toBe(true);
    expect(canStartTrial({ tier: '', hadTrial: true, isGuest: false })).toBe(false);
    expect(canStartTrial({ tier: 'premium', hadTrial: false, isGuest: false })).toBe(false);
    expect(canStartTrial({ tier: '', hadTrial: false, isGuest: true })).toBe(false);
  });
});

describe('earning (§4 credits panel rows, §9)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('shows the daily claim under 30 days of account age and the game under 7', () => {
    expect(canSeeDailyClaim('2026-10-24T12:00:01Z', now)).toBe(true);
    expect(canSeeDailyClaim('2026-10-23T12:00:00Z', now)).toBe(false);
    expect(canSeeGame('2026-11-15T12:00:01Z', now)).toBe(true);
    expect(canSeeGame('2026-11-15T12:00:00Z', now)).toBe(false);
  });

  it('pays 50 credits a referral and 100 for the email review; guests see only Update Email', () => {
    expect(REFERRAL_CREDITS).toBe(50);
    expect(ONETIME_ITEMS.emailReview.credits).toBe(100);
    expect(visibleOnetimeItems(true)).toEqual(['email']);
    expect(visibleOnetimeItems(false)).not.toContain('email');
  });
});

describe('streaks (music-and-extras.md §9)', () => {
  it('counts consecutive days ending today or yesterday', () => {
    expect(currentStreak(['2026-11-20', '2026-11-21', '2026-11-22'], '2026-11-22')).toBe(3);
    expect(currentStreak(['2026-11-20', '2026-11-21'], '2026-11-22')).toBe(2);
    expect(currentStreak(['2026-11-19', '2026-11-21'], '2026-11-22')).toBe(1);
    expect(currentStreak([], '2026-11-22')).toBe(0);
  });

  it('reaches 7, 14 and 30, then cycles', () => {
    expect(reachedMilestones(6)).toEqual([]);
    expect(reachedMilestones(14).map((m) => m.milestone)).toEqual([7, 14]);
    expect(reachedMilestones(30).map((m) => m.milestone)).toEqual([7, 14, 30]);
    expect(reachedMilestones(37)).toContainEqual({ cycle: 1, milestone: 7 });
    expect(reachedMilestones(37)).toHaveLength(4);
  });
});

describe('games (§4 Guess the Best, The Insight)', () => {
  it('plays 2×2, 3×5, 4×10 on wide screens and 2×2, 2×10, 2×20 at 500 px or less', () => {
    expect(levelsFor(501)).toBe(GUESS_THE_BEST_LEVELS.wide);
    expect(levelsFor(500).map((l) => [l.images, l.rounds])).toEqual([
      [2, 2],
      [2, 10],
      [2, 20],
    ]);
    expect(levelsFor(1200).map((l) => [l.images, l.rounds])).toEqual([
      [2, 2],
      [3, 5],
      [4, 10],
    ]);
  });

  it('scores 100 divided by attempts; the most-liked image is correct', () => {
    expect(scoreForPick(1)).toBe(100);
    expect(scoreForPick(2)).toBe(50);
    expect(scoreForPick(3)).toBe(33);
    expect([0, 1, 2, 3].map((i) => isMostLiked([3, 9, 9, 1], i))).toEqual([false, true, true, false]);
  });

  it('offers an Insight retry when the win is under 3 credits', () => {
    expect(insightMayRetry(2)).toBe(true);
    expect(insightMayRetry(3)).toBe(false);
  });
});
