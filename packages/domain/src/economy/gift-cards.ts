import { GIFT_CARDS, GIFT_TIERS, type GiftCardProduct, type GiftTier, type Period } from './products';

/**
 * Gift cards: the gift card page's polling numbers, its layout threshold, the legal line, and the texts a
 * card shows. Prices and periods stay in GIFT_CARDS.
 */

/** The page reads the card's amount every 2 s, at most 600 times, until it is set. */
export const GIFT_POLL_INTERVAL_MS = 2000;
export const GIFT_POLL_MAX_TRIES = 600;
/** At this viewport width and wider the gift card page lays out side by side. */
export const GIFT_MODAL_MIN_WIDTH = 1000;
/** The legal line: gift cards cannot be refunded and by default do not expire. */
export const GIFT_CARD_LEGAL = 'Gift cards are non-refundable and by default do not expire.';

export function isGiftTier(value: unknown): value is GiftTier {
  return typeof value === 'string' && (GIFT_TIERS as readonly string[]).includes(value);
}

/** The product that sells a card of this tier (its price, period and the tier it gives). */
export function giftProduct(tier: GiftTier): GiftCardProduct {
  const product = GIFT_CARDS.find((p) => p.giftTier === tier);
  if (!product) throw new Error(`no gift card product for ${tier}`);
  return product;
}

/** "1 week", "1 month", "3 months". */
export function periodLabel(period: Period): string {
  if ('days' in period) {
    if (period.days % 7 === 0) return plural(period.days / 7, 'week');
    return plural(period.days, 'day');
  }
  return plural(period.months, 'month');
}

export function giftDurationLabel(tier: GiftTier): string {
  return periodLabel(giftProduct(tier).period);
}

/** What a card gives, as the recipient page says it: "Premium for 1 month". */
export function giftCardTitle(tier: GiftTier): string {
  return `Premium for ${giftDurationLabel(tier)}`;
}

/** The price label of a tier's button: "$5", "$20" or "$60". */
export function giftPriceLabel(tier: GiftTier): string {
  return `$${giftProduct(tier).label}`;
}

/**
 * The tier a payment of `amountCents` bought, or null when no card costs that. Gift cards take no promo
 * codes, so a paid gift order's amount is exactly one card's price (and the three prices differ).
 */
export function giftTierPaidBy(amountCents: number): GiftTier | null {
  return GIFT_CARDS.find((p) => p.priceCents === amountCents)?.giftTier ?? null;
}

/** A card is paid once its amount is set; a streak reward card is paid with amount 0. */
export function isGiftPaid(card: { amount: number | null | undefined }): boolean {
  return card.amount !== null && card.amount !== undefined;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
