import { monthlySubscriptionCredits, type Tier } from '../tiers';
import { addPeriod, type Period } from './products';
import type { TrialTier } from './tier-rules';

/**
 * How subscription records add up to a user's tier.
 * A user may hold several records (a monthly plan, a gift, a trial); these rules decide when a new one
 * starts, which one is in effect, and when its monthly credits are due.
 */

export const PAID_TIERS = ['true', 'premium', 'ultimate'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];
export type SubscriptionTier = PaidTier | TrialTier;

/** What a subscription is for: the image tiers, or music pro. */
export const SUBSCRIPTION_PRODUCTS = ['images', 'music'] as const;
export type SubscriptionProduct = (typeof SUBSCRIPTION_PRODUCTS)[number];

/** How it was bought (or given). With the store's order id it identifies the purchase. */
export const SUBSCRIPTION_TYPES = [
  'web',
  'sandbox',
  'stripe',
  'msstore',
  'android',
  'ios',
  'gift',
  'trial',
  'offer',
  'admin',
] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function isPaidTier(value: unknown): value is PaidTier {
  return typeof value === 'string' && (PAID_TIERS as readonly string[]).includes(value);
}

const RANK: Record<Tier, number> = { '': 0, trialpro: 1, trialpremium: 2, true: 3, premium: 4, ultimate: 5 };

/** Free < Trial Pro < Trial Premium < Pro < Premium < Ultimate (trials only spend credits). */
export function tierRank(tier: Tier): number {
  return RANK[tier];
}

/** One record as these rules see it (times are ISO strings). */
export interface SubscriptionSpan {
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  startedOn: string;
  currentPeriodEnd: string;
}

const ms = (iso: string) => Date.parse(iso);

/**
 * When a new purchase of `tier` starts. Stacking rule: a purchase extends the user's active time at the
 * same or a higher tier (it starts when that ends), otherwise it starts now. So a second Pro month follows
 * the first, a Pro month bought during Premium waits for Premium to end, and Premium bought during Pro
 * switches to Premium at once; the Pro time then runs on underneath and takes over if it outlasts
 * Premium (the upgrade code's $10 off is what makes up for the overlap).
 */
export function stackedStart(spans: readonly SubscriptionSpan[], tier: SubscriptionTier, now: Date): Date {
  let start = now.getTime();
  for (;;) {
    const next = spans.find(
      (s) =>
        s.status === 'active' &&
        tierRank(s.tier) >= tierRank(tier) &&
        ms(s.startedOn) <= start &&
        ms(s.currentPeriodEnd) > start,
    );
    if (!next) return new Date(start);
    start = ms(next.currentPeriodEnd);
  }
}

/**
 * The tier in effect at `now`: the highest-ranked active record covering now (Free when none), and until
 * when that tier lasts (following records of the same tier that continue it without a gap).
 */
export function effectiveTier(
  spans: readonly SubscriptionSpan[],
  now: Date,
): { tier: Tier; until: string | null } {
  const t = now.getTime();
  const covering = spans.filter(
    (s) => s.status === 'active' && ms(s.startedOn) <= t && ms(s.currentPeriodEnd) > t,
  );
  if (covering.length === 0) return { tier: '', until: null };
  const best = covering.reduce((a, b) =>
    tierRank(b.tier) > tierRank(a.tier) ||
    (tierRank(b.tier) === tierRank(a.tier) && ms(b.currentPeriodEnd) > ms(a.currentPeriodEnd))
      ? b
      : a,
  );
  return {
    tier: best.tier,
    until: new Date(coveredUntil(spans, best.tier, best.currentPeriodEnd)).toISOString(),
  };
}

/** Where a run of active records of one tier, starting from `from`, ends. */
function coveredUntil(spans: readonly SubscriptionSpan[], tier: SubscriptionTier, from: string): number {
  let until = ms(from);
  for (;;) {
    const next = spans.find(
      (s) =>
        s.status === 'active' &&
        s.tier === tier &&
        ms(s.startedOn) <= until &&
        ms(s.currentPeriodEnd) > until,
    );
    if (!next) return until;
    until = ms(next.currentPeriodEnd);
  }
}

/**
 * The monthly credit period of a record that contains `at`: calendar months counted from its start, the
 * last one cut at its end (a 7-day offer has one 7-day period). Null outside the record.
 */
export function creditPeriodAt(
  span: Pick<SubscriptionSpan, 'startedOn' | 'currentPeriodEnd'>,
  at: Date,
): { start: Date; end: Date } | null {
  const start = new Date(span.startedOn);
  const end = ms(span.currentPeriodEnd);
  const t = at.getTime();
  if (t < start.getTime() || t >= end) return null;
  // Each boundary is computed from the start, so a subscription from the 31st keeps month ends.
  for (let k = 0; ; k++) {
    const from = addPeriod(start, { months: k });
    const to = addPeriod(start, { months: k + 1 });
    if (t < to.getTime()) return { start: from, end: new Date(Math.min(to.getTime(), end)) };
  }
}

/** The credits each monthly period of a tier brings (Pro 500, Premium 1000, Ultimate 2000; trials none). */
export function creditsPerPeriod(tier: SubscriptionTier): number {
  return monthlySubscriptionCredits(tier);
}

/** Whether a period is one this system sells: whole days or months, at least 1, at most 10 years. */
export function isValidPeriod(period: Period): boolean {
  const n = 'days' in period ? period.days : period.months;
  const max = 'days' in period ? 3660 : 120;
  return Number.isInteger(n) && n >= 1 && n <= max;
}
