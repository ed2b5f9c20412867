import { describe, expect, it } from 'vitest';
import type { ProductsReply } from '@muse/contracts';
import {
  bestValueId,
  checkPromo,
  currentPlanLine,
  perCreditLabel,
  periodLabel,
  planCards,
  promoPriceCents,
  showPayOnce,
  tierFeatures,
  trialAvailable,
} from './pricing-view';

const plans: ProductsReply['plans'] = [
  { id: 'sub-pro', title: 'Pro', tier: true, price: 10, priceLabel: '$10', period: { months: 1 } },
  {
    id: 'sub-premium',
    title: 'Premium',
    tier: 'premium',
    price: 20,
    priceLabel: '$20',
    period: { months: 1 },
  },
  {
    id: 'sub-ultimate',
    title: 'Ultimate',
    tier: 'ultimate',
    price: 40,
    priceLabel: '$40',
    period: { months: 1 },
  },
];

describe('plan cards', () => {
  it('shows Free, Pro, Premium and Ultimate with the catalogue prices', () => {
    const cards = planCards({ plans }, '');
    expect(cards.map((c) => [c.title, c.priceLabel, c.periodLabel])).toEqual([
      ['Free', null, null],
      ['Pro', '$10', 'per month'],
      ['Premium', '$20', 'per month'],
      ['Ultimate', '$40', 'per month'],
    ]);
  });

  it('marks the Free plan current for a free user and offers every paid plan', () => {
    const cards = planCards({ plans }, '');
    expect(cards.map((c) => c.state)).toEqual(['current', 'subscribe', 'subscribe', 'subscribe']);
    expect(cards[1]!.action).toBe('Subscribe');
    expect(cards[1]!.actionLabel).toBe('Subscribe to Pro');
  });

  it('treats a trial like Free: every plan is a subscription, none is current', () => {
    expect(planCards({ plans }, 'trialpremium').map((c) => c.state)).toEqual([
      'none',
      'subscribe',
      'subscribe',
      'subscribe',
    ]);
  });

  it('marks Pro (wire value true) current and offers upgrades above it', () => {
    const cards = planCards({ plans }, true);
    expect(cards.map((c) => c.state)).toEqual(['none', 'current', 'subscribe', 'subscribe']);
    expect(cards[1]).toMatchObject({ action: 'Your plan', actionLabel: 'Your plan: Pro' });
    expect(cards[2]).toMatchObject({ action: 'Upgrade to Premium', actionLabel: 'Upgrade to Premium' });
  });

  it('says a lower plan starts when the current one ends', () => {
    const cards = planCards({ plans }, 'premium');
    expect(cards[1]).toMatchObject({ state: 'later', note: 'Starts when your Premium plan ends' });
    expect(cards[3]!.state).toBe('subscribe');
  });

  it('applies the upgrade code to every plan: $10 off the first payment, never below $5', () => {
    const cards = planCards({ plans }, '', 'upgrade');
    expect(cards.slice(1).map((c) => c.promoPriceLabel)).toEqual(['$5', '$10', '$30']);
    expect(planCards({ plans }, '', 'SONG')[1]!.promoPriceLabel).toBeNull();
  });
});

describe('what each tier gives', () => {
  it('Free pays with credits', () => {
    expect(tierFeatures('')).toEqual([
      'Generations, downloads and edits paid with credits',
      'Up to 2 images per run',
      '2 generations in the queue at once',
      "Downloads of others' images cost 1 credit",
    ]);
  });
  it('Pro: unlimited generations and downloads, 500 monthly credits', () => {
    expect(tierFeatures(true)).toEqual([
      'Unlimited generations and downloads',
      '500 credits every month',
      'Up to 2 images per run',
      '5 generations in the queue at once',
    ]);
  });
  it('Premium: faster, private images, unlimited edits, 1000 monthly credits', () => {
    expect(tierFeatures('premium')).toEqual([
      'Faster generation',
      'Unlimited generations and downloads',
      'Private images',
      'Unlimited edits',
      '1,000 credits every month',
      'Up to 4 images per run',
      '8 generations in the queue at once',
    ]);
  });
  it('Ultimate: fastest, unlimited private images, categories and storage, 2000 monthly credits', () => {
    expect(tierFeatures('ultimate')).toEqual([
      'Fastest generation',
      'Unlimited generations and downloads',
      'Unlimited private images, categories and storage',
      'Unlimited edits',
      '2,000 credits every month',
      'Up to 4 images per run',
      '12 generations in the queue at once',
    ]);
  });
  it('trials generate through the credit balance', () => {
    expect(tierFeatures('trialpremium')[0]).toBe('Generations, downloads and edits paid with credits');
    expect(tierFeatures('trialpremium')).toContain('Up to 4 images per run');
  });
});

describe('promo codes', () => {
  it('SONG is 75% off Music Pro', () => {
    expect(checkPromo(' song ', 'musicpro', 'Music Pro')).toEqual({
      status: 'valid',
      code: 'SONG',
      label: 'SONG: 75% off the first month',
    });
    expect(promoPriceCents('musicpro', 9.99, 'SONG')).toBe(250);
  });
  it('UPGRADE is $10 off a subscription', () => {
    expect(checkPromo('UPGRADE', 'subscription', 'subscriptions')).toMatchObject({
      status: 'valid',
      label: 'UPGRADE: up to $10 off the first month',
    });
    expect(promoPriceCents('sub-premium', 20, 'UPGRADE')).toBe(1000);
    expect(promoPriceCents('sub-pro', 10, 'UPGRADE')).toBe(500);
  });
  it('refuses unknown codes and codes for other products, as the server does', () => {
    expect(checkPromo('', 'subscription', 'subscriptions')).toEqual({ status: 'empty' });
    expect(checkPromo('FREE', 'subscription', 'subscriptions')).toEqual({
      status: 'invalid',
      code: 'FREE',
      error: 'This promo code does not exist.',
    });
    expect(checkPromo('song', 'subscription', 'subscriptions')).toEqual({
      status: 'invalid',
      code: 'SONG',
      error: 'The code SONG does not apply to subscriptions.',
    });
    expect(promoPriceCents('no-such-product', 10, 'UPGRADE')).toBeNull();
  });
});

describe('offers', () => {
  it('Pay Once: free and trial-premium users, outside apps', () => {
    expect(showPayOnce({ tier: '', inApp: false })).toBe(true);
    expect(showPayOnce({ tier: 'trialpremium', inApp: false })).toBe(true);
    expect(showPayOnce({ tier: 'trialpremium', inApp: true })).toBe(false);
    expect(showPayOnce({ tier: 'trialpro', inApp: false })).toBe(false);
    expect(showPayOnce({ tier: true, inApp: false })).toBe(false);
  });

  it('a trial: signed in with an email, on Free, never had one', () => {
    const free = { subscription: '' as const };
    expect(trialAvailable(free, { isGuest: false, subscriptions: [] })).toBe(true);
    expect(trialAvailable(free, { isGuest: true, subscriptions: [] })).toBe(false);
    expect(trialAvailable(free, { isGuest: false, subscriptions: [{ type: 'trial' }] })).toBe(false);
    expect(trialAvailable({ subscription: true }, { isGuest: false, subscriptions: [] })).toBe(false);
    expect(trialAvailable(null, { isGuest: false, subscriptions: [] })).toBe(false);
    // unknown until the records are read
    expect(trialAvailable(free, { isGuest: false, subscriptions: undefined })).toBe(false);
  });
});

describe('labels', () => {
  it('periods', () => {
    expect(periodLabel({ months: 1 })).toBe('per month');
    expect(periodLabel({ months: 3 })).toBe('every 3 months');
    expect(periodLabel({ days: 7 })).toBe('for 7 days');
  });
  it('the current plan line', () => {
    expect(currentPlanLine('', null)).toBe('Free');
    expect(currentPlanLine(true, '2026-07-03T10:00:00.000Z')).toBe('Pro · until 3 July 2026');
  });
});

describe('credit packs', () => {
  it('marks the lowest price per credit as the best value', () => {
    expect(
      bestValueId([
        { id: 'credits-small', perCreditPrice: 0.05 },
        { id: 'credits-medium', perCreditPrice: 0.04 },
        { id: 'credits-large', perCreditPrice: 0.034 },
      ]),
    ).toBe('credits-large');
    expect(bestValueId([{ id: 'only', perCreditPrice: 0.1 }])).toBeNull();
  });
  it('shows the per-credit price with 3 decimals', () => {
    expect(perCreditLabel(0.04)).toBe('$0.040 per credit');
    expect(perCreditLabel(0.034)).toBe('$0.034 per credit');
  });
});
