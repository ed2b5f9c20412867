import type { Tier } from '../tiers';

/**
 * Everything Muse sells, in one table: credits, subscriptions, offers, gift cards and music pro.
 * Prices are in US cents. Where the spec gives no number, the choice is marked "chosen" and explained.
 */

export type ProductKind = 'credits' | 'subscription' | 'offer' | 'gift' | 'musicpro';

/** How long something paid lasts: a number of days or calendar months. */
export type Period = { days: number } | { months: number };

interface ProductBase {
  id: string;
  kind: ProductKind;
  title: string;
  priceCents: number;
  /** app-store product ids, when the product is also sold there */
  androidProductId?: string;
  iosProductId?: string;
}

export interface CreditPack extends ProductBase {
  kind: 'credits';
  id: CreditPackId;
  count: number;
  /** the struck-through price before the introductory 50% off */
  normalPriceCents: number;
}

export interface SubscriptionPlan extends ProductBase {
  kind: 'subscription';
  id: `sub-${'pro' | 'premium' | 'ultimate'}`;
  tier: Extract<Tier, 'true' | 'premium' | 'ultimate'>;
  period: Period;
}

export interface OneOffOffer extends ProductBase {
  kind: 'offer';
  id: 'offer-7day' | 'offer-7day-video';
  tier: Extract<Tier, 'true'>;
  period: Period;
  credits: number;
}

export interface GiftCardProduct extends ProductBase {
  kind: 'gift';
  id: `gift-${GiftTier}`;
  giftTier: GiftTier;
  /** the tier the recipient gets for `period` */
  tier: Extract<Tier, 'premium'>;
  period: Period;
  /** the label the spec prints on the price ("5, 20 and 60") */
  label: string;
}

export interface MusicProPlan extends ProductBase {
  kind: 'musicpro';
  id: 'musicpro';
  period: Period;
}

export type Product = CreditPack | SubscriptionPlan | OneOffOffer | GiftCardProduct | MusicProPlan;

export const CREDIT_PACK_IDS = ['credits-small', 'credits-medium', 'credits-large'] as const;
export type CreditPackId = (typeof CREDIT_PACK_IDS)[number];

/**
 * "Tier prices for credit packs come from a shared table: not shown." Chosen: 100, 500 and 1,500 credits,
 * each at half its normal price (the header's "introductory offer 50% off").
 */
export const CREDIT_PACKS: readonly CreditPack[] = [
  pack('credits-small', 100, 499, 999),
  pack('credits-medium', 500, 1999, 3999),
  pack('credits-large', 1500, 4999, 9999),
];

export const CREDIT_PACKS_HEADER = 'Introductory offer: 50% off. Credits never expire.';

/** Web prices: Pro $10 a month, Premium $20, Ultimate $40. */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  plan('sub-pro', 'true', 'Pro', 1000),
  plan('sub-premium', 'premium', 'Premium', 2000),
  plan('sub-ultimate', 'ultimate', 'Ultimate', 4000),
];

/** Microsoft store prices (Pro $9.99, Premium $19.99, Ultimate $39.99); the App Store page shows Premium $19.99. */
export const STORE_PRICES_CENTS = {
  msstore: { true: 999, premium: 1999, ultimate: 3999 },
  appstore: { premium: 1999 },
} as const;

/** "One-off 7-day unlimited offer $4.99 with 500 credits" (Pay Once; $9.99 in the video view). */
export const SEVEN_DAY_OFFER: OneOffOffer = {
  id: 'offer-7day',
  kind: 'offer',
  title: '7 days unlimited',
  priceCents: 499,
  tier: 'true',
  period: { days: 7 },
  credits: 500,
};
export const PAY_ONCE_VIDEO_PRICE_CENTS = 999;
/** The same offer as sold in the video view, at its price there. */
export const SEVEN_DAY_VIDEO_OFFER: OneOffOffer = {
  ...SEVEN_DAY_OFFER,
  id: 'offer-7day-video',
  priceCents: PAY_ONCE_VIDEO_PRICE_CENTS,
};

export const GIFT_TIERS = ['1week', '1month', '3months'] as const;
export type GiftTier = (typeof GIFT_TIERS)[number];

/**
 * Gift cards "sold in three durations", "labelled 5, 20 and 60 in price labels": $5, $20 and $60. Chosen:
 * a card redeems into Premium for its duration (the 1-month card costs what a Premium month does).
 */
export const GIFT_CARDS: readonly GiftCardProduct[] = [
  gift('1week', { days: 7 }, 500),
  gift('1month', { months: 1 }, 2000),
  gift('3months', { months: 3 }, 6000),
];

/** Music pro membership. The price is not shown: chosen $9.99 a month. Android product id music_premium. */
export const MUSIC_PRO_PLAN: MusicProPlan = {
  id: 'musicpro',
  kind: 'musicpro',
  title: 'Music Pro',
  priceCents: 999,
  period: { months: 1 },
  androidProductId: 'music_premium',
};

export const PRODUCTS: readonly Product[] = [
  ...CREDIT_PACKS,
  ...SUBSCRIPTION_PLANS,
  SEVEN_DAY_OFFER,
  SEVEN_DAY_VIDEO_OFFER,
  ...GIFT_CARDS,
  MUSIC_PRO_PLAN,
];

export function findProduct(id: string): Product | undefined {
  return PRODUCTS.find((p) => p.id === id);
}

/** The product an app-store purchase names, by its store product id. */
export function productByStoreId(store: 'android' | 'ios', storeProductId: string): Product | undefined {
  return PRODUCTS.find((p) =>
    store === 'android' ? p.androidProductId === storeProductId : p.iosProductId === storeProductId,
  );
}

/** "per-credit price (rounded up to 3 decimals)", in dollars. */
export function perCreditPrice(pack: Pick<CreditPack, 'priceCents' | 'count'>): number {
  // Integer maths first: thousandths of a dollar = cents × 10 / count, rounded up.
  return Math.ceil((pack.priceCents * 10) / pack.count) / 1000;
}

/** Dollars with two decimals, as price labels show them: 499 → "$4.99", 1000 → "$10". */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** The end of a period that starts at `from` (months are calendar months, clamped to the month's end). */
export function addPeriod(from: Date, period: Period): Date {
  if ('days' in period) return new Date(from.getTime() + period.days * 24 * 60 * 60 * 1000);
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + period.months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

function pack(id: CreditPackId, count: number, priceCents: number, normalPriceCents: number): CreditPack {
  return {
    id,
    kind: 'credits',
    title: `${count.toLocaleString('en-US')} credits`,
    count,
    priceCents,
    normalPriceCents,
    androidProductId: id,
    iosProductId: id,
  };
}

function plan(id: SubscriptionPlan['id'], tier: SubscriptionPlan['tier'], title: string, priceCents: number) {
  return {
    id,
    kind: 'subscription',
    tier,
    title,
    priceCents,
    period: { months: 1 },
  } satisfies SubscriptionPlan;
}

function gift(giftTier: GiftTier, period: Period, priceCents: number): GiftCardProduct {
  return {
    id: `gift-${giftTier}`,
    kind: 'gift',
    giftTier,
    tier: 'premium',
    period,
    priceCents,
    label: String(priceCents / 100),
    title: `Gift card: ${giftTier === '1week' ? '1 week' : giftTier === '1month' ? '1 month' : '3 months'} of Premium`,
  };
}
