import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_LEGAL,
  GIFT_MODAL_MIN_WIDTH,
  GIFT_POLL_INTERVAL_MS,
  GIFT_POLL_MAX_TRIES,
  giftCardTitle,
  giftDurationLabel,
  giftPriceLabel,
  giftProduct,
  giftTierPaidBy,
  isGiftPaid,
  isGiftTier,
  periodLabel,
} from './gift-cards';
import { GIFT_TIERS } from './products';

describe('gift cards (music-and-extras.md §2–§4, §9)', () => {
  it('polls every 2 s at most 600 times and lays out side by side from 1000 px', () => {
    expect(GIFT_POLL_INTERVAL_MS).toBe(2000);
    expect(GIFT_POLL_MAX_TRIES).toBe(600);
    expect(GIFT_MODAL_MIN_WIDTH).toBe(1000);
  });

  it('has the three tiers labelled 5, 20 and 60', () => {
    expect(GIFT_TIERS).toEqual(['1week', '1month', '3months']);
    expect(GIFT_TIERS.map(giftPriceLabel)).toEqual(['$5', '$20', '$60']);
    expect(GIFT_TIERS.map((t) => giftProduct(t).priceCents)).toEqual([500, 2000, 6000]);
  });

  it('names what each card gives', () => {
    expect(GIFT_TIERS.map(giftDurationLabel)).toEqual(['1 week', '1 month', '3 months']);
    expect(giftCardTitle('1month')).toBe('Premium for 1 month');
    expect(giftCardTitle('3months')).toBe('Premium for 3 months');
    expect(periodLabel({ days: 1 })).toBe('1 day');
    expect(periodLabel({ days: 10 })).toBe('10 days');
    expect(periodLabel({ days: 14 })).toBe('2 weeks');
  });

  it('finds the tier a payment bought', () => {
    expect(giftTierPaidBy(500)).toBe('1week');
    expect(giftTierPaidBy(2000)).toBe('1month');
    expect(giftTierPaidBy(6000)).toBe('3months');
    expect(giftTierPaidBy(499)).toBeNull();
  });

  it('recognises tiers and paid cards (amount 0 is paid: the streak reward)', () => {
    expect(isGiftTier('1week')).toBe(true);
    expect(isGiftTier('2weeks')).toBe(false);
    expect(isGiftTier(undefined)).toBe(false);
    expect(isGiftPaid({ amount: null })).toBe(false);
    expect(isGiftPaid({ amount: undefined })).toBe(false);
    expect(isGiftPaid({ amount: 0 })).toBe(true);
    expect(isGiftPaid({ amount: 2000 })).toBe(true);
  });

  it('quotes the legal line as written', () => {
    expect(GIFT_CARD_LEGAL).toBe('Gift cards are non-refundable and by default do not expire.');
  });
});
