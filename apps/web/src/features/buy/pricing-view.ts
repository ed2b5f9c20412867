import type { ProductsReply, SignedInSession, SubscriptionEntry } from '@muse/contracts';
import {
  PROMO_CODES,
  canStartTrial,
  findProduct,
  formatPrice,
  priceWithPromo,
  tierLabel,
  tierRank,
  tierRules,
  toTier,
  type ProductKind,
  type Tier,
} from '@muse/domain';

/**
 * The subscription page's view of the catalogue:
 * the four plans with what each gives, which is the user's, and the promo codes. Prices always come from
 * GET /payments/products; what a tier gives comes from `tierRules` of @muse/domain.
 */

type Period = ProductsReply['plans'][number]['period'];

/** "per month", "for 7 days". */
export function periodLabel(period: Period): string {
  if ('months' in period) return period.months === 1 ? 'per month' : `every ${period.months} months`;
  return `for ${period.days} ${period.days === 1 ? 'day' : 'days'}`;
}

const n = (value: number) => value.toLocaleString('en-US');

/** What a tier gives, as the plan cards list it (from the rules that enforce it). */
export function tierFeatures(value: unknown): string[] {
  const tier = toTier(value);
  const rules = tierRules(tier);
  const features: string[] = [];
  if (!rules.unlimitedGenerations) features.push('Generations, downloads and edits paid with credits');
  if (tier === 'premium') features.push('Faster generation');
  if (tier === 'ultimate') features.push('Fastest generation');
  if (rules.unlimitedGenerations) {
    features.push(rules.paidDownloads ? 'Unlimited generations' : 'Unlimited generations and downloads');
  }
  if (tier === 'ultimate') features.push('Unlimited private images, categories and storage');
  else if (rules.privateImages) features.push('Private images');
  if (rules.unlimitedEdits) features.push('Unlimited edits');
  if (rules.monthlyCredits > 0) features.push(`${n(rules.monthlyCredits)} credits every month`);
  features.push(`Up to ${Math.max(...rules.imageCounts)} images per run`);
  features.push(`${rules.queueLimit} generations in the queue at once`);
  if (rules.paidDownloads) features.push("Downloads of others' images cost 1 credit");
  return features;
}

/** How a plan card relates to the user's tier. */
export type PlanState =
  /** the user's plan */
  | 'current'
  /** buy it: a step up (or any plan, from Free or a trial) */
  | 'subscribe'
  /** a lower plan than the user's: it starts when the current one ends */
  | 'later'
  /** the Free card of a user who pays: nothing to do */
  | 'none';

export interface PlanCardView {
  tier: Tier;
  /** null for Free */
  productId: string | null;
  title: string;
  /** null for Free */
  priceLabel: string | null;
  /** the first payment after a promo code, when one applies */
  promoPriceLabel: string | null;
  periodLabel: string | null;
  features: string[];
  state: PlanState;
  /** the button's text ('' when there is none) */
  action: string;
  /** its accessible name: the text plus the plan it is for */
  actionLabel: string;
  note: string | null;
}

/** The Free, Pro, Premium and Ultimate cards for a user of `tier`, with `promoCode` applied (if valid). */
export function planCards(
  products: Pick<ProductsReply, 'plans'>,
  value: unknown,
  promoCode: string | null = null,
): PlanCardView[] {
  const tier = toTier(value);
  const paid = tierRank(tier) >= tierRank('true');
  const free: PlanCardView = {
    tier: '',
    productId: null,
    title: tierLabel(''),
    priceLabel: null,
    promoPriceLabel: null,
    periodLabel: null,
    features: tierFeatures(''),
    state: tier === '' ? 'current' : 'none',
    action: '',
    actionLabel: '',
    note: null,
  };
  const plans = products.plans.map((plan): PlanCardView => {
    const planTier = toTier(plan.tier);
    const state: PlanState =
      planTier === tier ? 'current' : !paid || tierRank(planTier) > tierRank(tier) ? 'subscribe' : 'later';
    const promo = promoCode ? promoPriceCents(plan.id, plan.price, promoCode) : null;
    const action =
      state === 'current'
        ? 'Your plan'
        : state === 'subscribe' && paid
          ? `Upgrade to ${plan.title}`
          : 'Subscribe';
    return {
      tier: planTier,
      productId: plan.id,
      title: plan.title,
      priceLabel: plan.priceLabel,
      promoPriceLabel: promo !== null && promo < Math.round(plan.price * 100) ? formatPrice(promo) : null,
      periodLabel: periodLabel(plan.period),
      features: tierFeatures(planTier),
      state,
      action,
      actionLabel:
        state === 'current'
          ? `Your plan: ${plan.title}`
          : action === 'Subscribe'
            ? `Subscribe to ${plan.title}`
            : action,
      note: state === 'later' ? `Starts when your ${tierLabel(tier)} plan ends` : null,
    };
  });
  return [free, ...plans];
}

/**
 * The price in cents after a promo code, with the server's price as the base: the rule is @muse/domain's
 * (priceWithPromo), the number the catalogue's. Null for a product the rules do not know.
 */
export function promoPriceCents(productId: string, price: number, code: string): number | null {
  const product = findProduct(productId);
  if (!product) return null;
  return priceWithPromo({ ...product, priceCents: Math.round(price * 100) }, code);
}

export type PromoCheck =
  | { status: 'empty' }
  | { status: 'valid'; code: string; label: string }
  | { status: 'invalid'; code: string; error: string };

/**
 * A promo code as typed, checked against the rules before it goes to the checkout (the server checks it
 * again and has the last word): SONG is 75% off Music Pro, UPGRADE is up to $10 off a subscription, never
 * below $5.
 */
export function checkPromo(input: string, kind: ProductKind, productNoun: string): PromoCheck {
  const code = input.trim().toUpperCase();
  if (!code) return { status: 'empty' };
  const promo = (PROMO_CODES as Record<string, (typeof PROMO_CODES)[keyof typeof PROMO_CODES] | undefined>)[
    code
  ];
  if (!promo) return { status: 'invalid', code, error: 'This promo code does not exist.' };
  if (!promo.appliesTo.includes(kind)) {
    return { status: 'invalid', code, error: `The code ${code} does not apply to ${productNoun}.` };
  }
  // An amount off stops at the code's floor (Pro $10 → $5), so it is "up to" the amount.
  const off =
    'percentOff' in promo ? `${promo.percentOff}% off` : `up to ${formatPrice(promo.amountOffCents)} off`;
  return { status: 'valid', code, label: `${code}: ${off} the first month` };
}

/** Pay Once is offered only outside apps, to free or trial-premium users; visitors see it too. */
export function showPayOnce(input: { tier: unknown; inApp: boolean }): boolean {
  const tier = toTier(input.tier);
  return !input.inApp && (tier === '' || tier === 'trialpremium');
}

/** Whether this account may start a trial: signed in with an email, on Free, and never had one. */
export function trialAvailable(
  session: Pick<SignedInSession, 'subscription'> | null,
  input: { isGuest: boolean; subscriptions: readonly Pick<SubscriptionEntry, 'type'>[] | undefined },
): boolean {
  if (!session || input.subscriptions === undefined) return false;
  return canStartTrial({
    tier: session.subscription,
    hadTrial: input.subscriptions.some((s) => s.type === 'trial'),
    isGuest: input.isGuest,
  });
}

/** "Pro · until 3 July 2026" for the page's current-plan line; trials and offers end, plans renew. */
export function currentPlanLine(value: unknown, until: string | null, locale = 'en-GB'): string {
  const label = tierLabel(value);
  if (!until || toTier(value) === '') return label;
  const date = new Date(until).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return `${label} · until ${date}`;
}

/** The pack with the lowest price per credit (marked "Best value"), or null with fewer than two packs. */
export function bestValueId(
  packs: readonly Pick<ProductsReply['credits'][number], 'id' | 'perCreditPrice'>[],
) {
  if (packs.length < 2) return null;
  return packs.reduce((best, p) => (p.perCreditPrice < best.perCreditPrice ? p : best)).id;
}

/** "$0.040 per credit": the catalogue's per-credit price (already rounded up to 3 decimals). */
export function perCreditLabel(perCreditPrice: number): string {
  return `$${perCreditPrice.toFixed(3)} per credit`;
}
