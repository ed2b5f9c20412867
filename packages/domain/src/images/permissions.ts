import { isTrial, toTier } from '../tiers';

/**
 * Privacy, download and edit permissions.
 */

/** Premium and Ultimate may make images private. */
export function canMakePrivate(tier: unknown): boolean {
  const t = toTier(tier);
  return t === 'premium' || t === 'ultimate';
}

/**
 * Public can be switched to private by premium and ultimate owners only; the admin can switch private back
 * to public, and the owner changes privacy. So premium and ultimate owners switch their items either
 * way (an owner who made an image private can publish it again), and the admin may switch anyone's item
 * either way. `tier` is the actor's tier.
 */
export function canSwitchPrivacy(input: {
  isOwner: boolean;
  isAdmin: boolean;
  tier: unknown;
  toPrivate: boolean;
}): boolean {
  if (input.isAdmin) return true;
  return input.isOwner && canMakePrivate(input.tier);
}

export interface DownloadCharge {
  credits: 0 | 1;
  watermark: boolean;
}

/** A trial download of someone else's non-featured item costs 1 credit. */
export const DOWNLOAD_CREDITS = 1;

/**
 * What a download costs and whether it is watermarked.
 * - Pro, Premium, Ultimate: free and clean ("unlimited generations and downloads").
 * - Trial tiers: 1 credit for others' non-featured items; watermarked unless the user bought credits.
 * - Free ("needs credits to generate, download or edit"): treated like a trial tier. Own and featured items
 *   stay free, others' items cost 1 credit, and the file is watermarked unless the user bought credits.
 *   Whether to offer the subscribe dialog first is the UI's choice, not a price.
 */
export function downloadCharge(input: {
  tier: unknown;
  isOwner: boolean;
  featured: boolean;
  hasBoughtCredits: boolean;
}): DownloadCharge {
  const tier = toTier(input.tier);
  if (tier !== '' && !isTrial(tier)) return { credits: 0, watermark: false };
  return {
    credits: input.isOwner || input.featured ? 0 : DOWNLOAD_CREDITS,
    watermark: !input.hasBoughtCredits,
  };
}

/** Editing is allowed for premium and ultimate tiers and for a positive balance. */
export function canEdit(tier: unknown, balance: number): boolean {
  return canMakePrivate(tier) || balance > 0;
}
