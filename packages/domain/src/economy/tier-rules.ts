import { canMakePrivate, categoryCountBounds, allowedImageCounts, QUEUE_LIMITS } from '../images';
import {
  hasUnlimitedGenerations,
  isTrial,
  monthlySubscriptionCredits,
  tierLabel,
  toTier,
  type Tier,
} from '../tiers';

/**
 * What each tier may do, in one place, composed from the rules that enforce it so the subscription pages and
 * the server can never disagree.
 */
export interface TierRules {
  tier: Tier;
  label: string;
  unlimitedGenerations: boolean;
  privateImages: boolean;
  /** editing without spending credits (others edit while their balance is positive) */
  unlimitedEdits: boolean;
  /** downloads of others' non-featured items cost a credit and are watermarked unless credits were bought */
  paidDownloads: boolean;
  queueLimit: number;
  imageCounts: readonly number[];
  categoryCounts: { min: number; max: number };
  monthlyCredits: number;
}

export function tierRules(value: unknown): TierRules {
  const tier = toTier(value);
  return {
    tier,
    label: tierLabel(tier),
    unlimitedGenerations: hasUnlimitedGenerations(tier),
    privateImages: canMakePrivate(tier),
    unlimitedEdits: canMakePrivate(tier),
    paidDownloads: tier === '' || isTrial(tier),
    queueLimit: QUEUE_LIMITS[tier],
    imageCounts: allowedImageCounts(tier),
    categoryCounts: categoryCountBounds(tier),
    monthlyCredits: monthlySubscriptionCredits(tier),
  };
}

/** Trial tiers a user may start (POST /user/starttrial {tier}). */
export const TRIAL_TIERS = ['trialpro', 'trialpremium'] as const;
export type TrialTier = (typeof TRIAL_TIERS)[number];
/** How long a trial lasts: not shown; chosen 7 days, once per account. */
export const TRIAL_DAYS = 7;

export function isTrialTier(value: unknown): value is TrialTier {
  return typeof value === 'string' && (TRIAL_TIERS as readonly string[]).includes(value);
}

/** A trial starts only for a Free account that has never had one. */
export function canStartTrial(input: { tier: unknown; hadTrial: boolean; isGuest: boolean }): boolean {
  return !input.isGuest && !input.hadTrial && toTier(input.tier) === '';
}
