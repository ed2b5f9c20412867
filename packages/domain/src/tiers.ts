/**
 * Subscription tiers and their labels.
 * Internally Pro is the string 'true'; on the wire it is the boolean true (see @muse/contracts).
 */
export const TIERS = ['', 'trialpro', 'trialpremium', 'true', 'premium', 'ultimate'] as const;
export type Tier = (typeof TIERS)[number];

const LABELS: Record<Tier, string> = {
  '': 'Free',
  trialpro: 'Trial Pro',
  trialpremium: 'Trial Premium',
  true: 'Pro',
  premium: 'Premium',
  ultimate: 'Ultimate',
};

/** Turns any stored or wire value into a tier; unknown and falsy values are Free. */
export function toTier(value: unknown): Tier {
  if (value === true) return 'true';
  if (typeof value === 'string' && (TIERS as readonly string[]).includes(value)) return value as Tier;
  return '';
}

/** The wire form of a tier: Pro is the boolean true. */
export function tierToWire(tier: Tier): '' | true | Exclude<Tier, '' | 'true'> {
  return tier === 'true' ? true : tier;
}

export function tierLabel(value: unknown): string {
  return LABELS[toTier(value)];
}

/** "An unlimited-generation note shows for ultimate, premium or true." */
export function hasUnlimitedGenerations(value: unknown): boolean {
  const tier = toTier(value);
  return tier === 'ultimate' || tier === 'premium' || tier === 'true';
}

export function isTrial(value: unknown): boolean {
  const tier = toTier(value);
  return tier === 'trialpro' || tier === 'trialpremium';
}

/** Monthly subscription credits: Pro 500, Premium 1000, Ultimate 2000. */
export function monthlySubscriptionCredits(value: unknown): number {
  switch (toTier(value)) {
    case 'true':
      return 500;
    case 'premium':
      return 1000;
    case 'ultimate':
      return 2000;
    default:
      return 0;
  }
}

/**
 * The queue position of a generation (spec: "Premium and Ultimate are generated first"): Ultimate 1, Premium
 * (and its trial) 2, everyone else 3. The job queue runs lower numbers first, oldest first within one.
 */
export function generationPriority(value: unknown): 1 | 2 | 3 {
  const tier = toTier(value);
  if (tier === 'ultimate') return 1;
  if (tier === 'premium' || tier === 'trialpremium') return 2;
  return 3;
}

/** Hosted images a day that Pro, Premium and Ultimate make without credits unless the operator says otherwise. */
export const DEFAULT_HOSTED_FAIR_USE_PER_DAY = 50;

/**
 * Whether a generation costs nothing: Pro, Premium and Ultimate generate without credits ("unlimited"), on the
 * local models always and on hosted ones up to the operator's daily fair-use cap; past it, and for everyone
 * else, a generation costs its credits.
 */
export function generationIsFree(
  tier: unknown,
  model: { kind: 'local' | 'hosted' } | undefined,
  hosted: { freeToday: number; perDay: number },
): boolean {
  if (!hasUnlimitedGenerations(tier) || !model) return false;
  return model.kind === 'local' || hosted.freeToday < hosted.perDay;
}
