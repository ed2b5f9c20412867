import { describe, expect, it } from 'vitest';
import { AVATAR_LOOKS, avatarLook, isAvatarLookId, seededRandom, shuffleLooksOnce, shuffled } from './index';

describe('avatar looks (music-and-extras.md §3 "Avatar looks")', () => {
  const ids = AVATAR_LOOKS.map((l) => l.id);

  it('has unique ids: 5 female names × 6 hairstyles × 6 outfits, 5 male names × 5 × 7, and one SilverHair', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(AVATAR_LOOKS.filter((l) => l.style === 'female')).toHaveLength(5 * 6 * 6);
    expect(AVATAR_LOOKS.filter((l) => l.style === 'male')).toHaveLength(5 * 5 * 7 + 1);
    expect(AVATAR_LOOKS.filter((l) => l.silverHair).map((l) => l.id)).toEqual(['BrianSilverHairSuitA']);
  });

  it('names looks by name plus Hairstyle number plus Outfit number, some with a DP prefix', () => {
    expect(ids).toContain('AbigailHairstyle1Outfit1');
    expect(ids).toContain('ScarlettHairstyle6Outfit6');
    expect(ids).toContain('DPAbigailHairstyle3Outfit2');
    expect(ids).toContain('DPDahliaHairstyle6Outfit6');
    expect(ids).not.toContain('DPScarlettHairstyle1Outfit1');
    expect(ids).not.toContain('AbigailHairstyle7Outfit1');
    expect(
      new Set(AVATAR_LOOKS.filter((l) => l.style === 'female').map((l) => `${l.dp ? 'DP' : ''}${l.name}`)),
    ).toEqual(new Set(['Abigail', 'Dahlia', 'Scarlett', 'DPAbigail', 'DPDahlia']));
  });

  it('has the male-style names, hairstyles 1 to 5 and the clothing variants', () => {
    const male = AVATAR_LOOKS.filter((l) => l.style === 'male');
    expect(new Set(male.map((l) => l.name))).toEqual(new Set(['Brian', 'Garrett', 'Jalen', 'Lee', 'Rhett']));
    expect(new Set(male.flatMap((l) => (l.hairstyle ? [l.hairstyle] : [])))).toEqual(
      new Set([1, 2, 3, 4, 5]),
    );
    expect(new Set(male.map((l) => l.clothing))).toEqual(
      new Set(['SuitA', 'SuitB', 'Shirt', 'Tie', 'BowTie', 'VestTie', 'VestBowTie']),
    );
    expect(ids).toContain('RhettHairstyle5VestBowTie');
  });

  it('looks ids up', () => {
    expect(avatarLook('JalenHairstyle2Shirt')).toMatchObject({
      style: 'male',
      name: 'Jalen',
      hairstyle: 2,
      clothing: 'Shirt',
    });
    expect(isAvatarLookId('DPDahliaHairstyle1Outfit4')).toBe(true);
    expect(isAvatarLookId('Nobody')).toBe(false);
  });
});

describe('shuffled once', () => {
  it('is a permutation, seeded, and the same on every later call', () => {
    const get = shuffleLooksOnce(42);
    const first = get();
    expect(get()).toBe(first);
    expect([...first].map((l) => l.id).sort()).toEqual(AVATAR_LOOKS.map((l) => l.id).sort());
    expect(first.map((l) => l.id)).not.toEqual(AVATAR_LOOKS.map((l) => l.id));
    expect(shuffleLooksOnce(42)().map((l) => l.id)).toEqual(first.map((l) => l.id));
    expect(shuffleLooksOnce(7)().map((l) => l.id)).not.toEqual(first.map((l) => l.id));
  });

  it('shuffles a copy and gives numbers in [0, 1)', () => {
    const items = [1, 2, 3, 4, 5];
    const out = shuffled(items, seededRandom(1));
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect([...out].sort()).toEqual(items);
    const r = seededRandom(3);
    for (let i = 0; i < 1000; i++) {
      const v = r();
      expect(v >= 0 && v < 1).toBe(true);
    }
  });
});
