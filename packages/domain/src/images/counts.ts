import { toTier } from '../tiers';

/**
 * Number of images per run: "1 or 2 for non-premium tiers, a larger list for trialpremium, premium and
 * ultimate". The spec does not give the larger list; we offer up to 4, as most studios do (a 2×2 grid).
 */
export const STANDARD_IMAGE_COUNTS: readonly number[] = [1, 2];
export const PREMIUM_IMAGE_COUNTS: readonly number[] = [1, 2, 3, 4];
/** The largest count any tier may ask for (static bound for request validation). */
export const MAX_IMAGES_PER_RUN = 4;

export function allowedImageCounts(tier: unknown): readonly number[] {
  const t = toTier(tier);
  return t === 'trialpremium' || t === 'premium' || t === 'ultimate'
    ? PREMIUM_IMAGE_COUNTS
    : STANDARD_IMAGE_COUNTS;
}
