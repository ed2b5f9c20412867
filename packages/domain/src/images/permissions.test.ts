import { describe, expect, it } from 'vitest';
import { canEdit, canMakePrivate, canSwitchPrivacy, downloadCharge } from './index';

const TIERS = ['', 'trialpro', 'trialpremium', true, 'premium', 'ultimate'] as const;

describe('privacy (media-generation.md §1, §4, §6)', () => {
  it('lets premium and ultimate make images private', () => {
    expect(TIERS.map(canMakePrivate)).toEqual([false, false, false, false, true, true]);
  });

  it('lets premium and ultimate owners switch to private, and nobody else but the admin', () => {
    const owner = { isOwner: true, isAdmin: false, toPrivate: true };
    expect(TIERS.map((tier) => canSwitchPrivacy({ ...owner, tier }))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(canSwitchPrivacy({ isOwner: false, isAdmin: false, tier: 'ultimate', toPrivate: true })).toBe(
      false,
    );
  });

  it('lets premium and ultimate owners and the admin switch private back to public', () => {
    expect(canSwitchPrivacy({ isOwner: true, isAdmin: false, tier: 'ultimate', toPrivate: false })).toBe(
      true,
    );
    expect(canSwitchPrivacy({ isOwner: true, isAdmin: false, tier: true, toPrivate: false })).toBe(false);
    expect(canSwitchPrivacy({ isOwner: false, isAdmin: false, tier: 'ultimate', toPrivate: false })).toBe(
      false,
    );
    expect(canSwitchPrivacy({ isOwner: false, isAdmin: true, tier: '', toPrivate: false })).toBe(true);
    expect(canSwitchPrivacy({ isOwner: false, isAdmin: true, tier: '', toPrivate: true })).toBe(true);
  });
});

describe('downloads (§1, §4)', () => {
  const others = { isOwner: false, featured: false, hasBoughtCredits: false };

  it('charges trial tiers 1 credit for others’ non-featured items', () => {
    for (const tier of ['trialpro', 'trialpremium']) {
      expect(downloadCharge({ ...others, tier }).credits).toBe(1);
      expect(downloadCharge({ ...others, tier, isOwner: true }).credits).toBe(0);
      expect(downloadCharge({ ...others, tier, featured: true }).credits).toBe(0);
    }
  });

  it('watermarks trial downloads unless the user bought credits', () => {
    expect(downloadCharge({ ...others, tier: 'trialpro', isOwner: true })).toEqual({
      credits: 0,
      watermark: true,
    });
    expect(downloadCharge({ ...others, tier: 'trialpro', hasBoughtCredits: true })).toEqual({
      credits: 1,
      watermark: false,
    });
  });

  it('treats Free like a trial tier (needs credits to download)', () => {
    expect(downloadCharge({ ...others, tier: '' })).toEqual({ credits: 1, watermark: true });
    expect(downloadCharge({ ...others, tier: null, isOwner: true })).toEqual({ credits: 0, watermark: true });
    expect(downloadCharge({ ...others, tier: '', hasBoughtCredits: true })).toEqual({
      credits: 1,
      watermark: false,
    });
  });

  it('gives Pro, Premium and Ultimate free, clean downloads', () => {
    for (const tier of [true, 'true', 'premium', 'ultimate']) {
      expect(downloadCharge({ ...others, tier })).toEqual({ credits: 0, watermark: false });
    }
  });
});

describe('editing (§1)', () => {
  it('is allowed for premium and ultimate and for positive credits', () => {
    expect(TIERS.map((tier) => canEdit(tier, 0))).toEqual([false, false, false, false, true, true]);
    expect(TIERS.map((tier) => canEdit(tier, 1))).toEqual([true, true, true, true, true, true]);
    expect(canEdit('', -1)).toBe(false);
  });
});
