import type { Product, ProductKind } from './products';

/**
 * Promo codes: SONG gives 75% off and UPGRADE $10 off. A code takes money off the first payment only, once
 * per account.
 *
 * `floorCents` keeps a discounted first payment above $0. The spec's lowest price for a month of a paid plan
 * is the trial offer's Pro at $5, so UPGRADE never takes a month below $5: Pro $10 → $5, Premium $20 → $10,
 * Ultimate $40 → $30 (the spec's "$10 off" in full wherever it fits). Chosen: both codes are once per
 * account. A code on "the first month" of a plan that can be cancelled and bought again would otherwise
 * discount every month.
 */
export const PROMO_CODES = {
  SONG: {
    percentOff: 75,
    appliesTo: ['musicpro'] as ProductKind[],
    floorCents: 1,
    oncePerAccount: true,
  },
  UPGRADE: {
    amountOffCents: 1000,
    appliesTo: ['subscription'] as ProductKind[],
    floorCents: 500,
    oncePerAccount: true,
  },
} as const;
export type PromoCode = keyof typeof PROMO_CODES;

type PromoRule = (typeof PROMO_CODES)[PromoCode];

/** Why a code cannot be used, with the words a form shows under the promo code field. */
export type PromoRefusal =
  | { reason: 'unknown'; message: string }
  | { reason: 'not_applicable'; message: string }
  | { reason: 'already_used'; message: string };

export type PromoQuote =
  | { ok: true; code: PromoCode | null; priceCents: number; discountCents: number }
  | ({ ok: false } & PromoRefusal);

export const PROMO_ALREADY_USED = 'You have already used this code.';

/** A code as typed: trimmed, upper case; '' for none. */
export function normalizePromoCode(code: string | null | undefined): string {
  return code?.trim().toUpperCase() ?? '';
}

export function isPromoCode(code: string): code is PromoCode {
  return Object.hasOwn(PROMO_CODES, code);
}

/** Whether an account may use `code` only once (a redemption is then recorded when the payment goes through). */
export function isOncePerAccount(code: string): boolean {
  const normalized = normalizePromoCode(code);
  return isPromoCode(normalized) && PROMO_CODES[normalized].oncePerAccount;
}

/**
 * The first payment of `product` with `code`, or why the code is refused. `usedCodes` are the codes this
 * account has already redeemed (in any case). No code is the full price.
 */
export function quotePromo(
  product: Pick<Product, 'kind' | 'title' | 'priceCents'>,
  code: string | null | undefined,
  usedCodes: readonly string[] = [],
): PromoQuote {
  const normalized = normalizePromoCode(code);
  if (!normalized) return { ok: true, code: null, priceCents: product.priceCents, discountCents: 0 };
  if (!isPromoCode(normalized)) {
    return { ok: false, reason: 'unknown', message: 'This promo code does not exist.' };
  }
  const rule: PromoRule = PROMO_CODES[normalized];
  if (!rule.appliesTo.includes(product.kind)) {
    return {
      ok: false,
      reason: 'not_applicable',
      message: `The code ${normalized} does not apply to ${product.title}.`,
    };
  }
  if (rule.oncePerAccount && usedCodes.some((used) => normalizePromoCode(used) === normalized)) {
    return { ok: false, reason: 'already_used', message: PROMO_ALREADY_USED };
  }
  const priceCents = discounted(product.priceCents, rule);
  return { ok: true, code: normalized, priceCents, discountCents: product.priceCents - priceCents };
}

/** The price after a promo code; an unknown code or one for another product leaves it unchanged. */
export function priceWithPromo(product: Product, code: string | null | undefined): number {
  const quote = quotePromo(product, code);
  return quote.ok ? quote.priceCents : product.priceCents;
}

function discounted(priceCents: number, rule: PromoRule): number {
  const off = 'percentOff' in rule ? Math.round((priceCents * rule.percentOff) / 100) : rule.amountOffCents;
  // Never below the floor, nor above the price itself (a product cheaper than the floor keeps its price).
  return Math.max(priceCents - off, Math.min(priceCents, rule.floorCents));
}
