/**
 * The avatar gallery's looks: identifiers are name plus Hairstyle number plus Outfit number, some with a DP
 * prefix. Female-style names Abigail, Dahlia, Scarlett and DP variants of Abigail and Dahlia, hairstyles 1–6,
 * outfits 1–6. Male-style looks Brian, Garrett, Jalen, Lee, Rhett, hairstyles 1–5, clothing variants SuitA,
 * SuitB, Shirt, Tie, BowTie, VestTie, VestBowTie, and one with SilverHair. The combined list is shuffled
 * randomly once when loaded.
 *
 * Chosen (the spec gives no exact ids): female looks are `[DP]{Name}Hairstyle{h}Outfit{o}` for every
 * hairstyle and outfit; male looks are `{Name}Hairstyle{h}{Clothing}` for every hairstyle and clothing
 * variant; the one SilverHair look is `BrianSilverHairSuitA`.
 */
import { mulberry32 } from '../random';

export const FEMALE_LOOK_NAMES = ['Abigail', 'Dahlia', 'Scarlett'] as const;
export const DP_LOOK_NAMES = ['Abigail', 'Dahlia'] as const;
export const FEMALE_HAIRSTYLES = 6;
export const FEMALE_OUTFITS = 6;

export const MALE_LOOK_NAMES = ['Brian', 'Garrett', 'Jalen', 'Lee', 'Rhett'] as const;
export const MALE_HAIRSTYLES = 5;
export const MALE_CLOTHING = ['SuitA', 'SuitB', 'Shirt', 'Tie', 'BowTie', 'VestTie', 'VestBowTie'] as const;
export const SILVER_HAIR_LOOK = 'BrianSilverHairSuitA';

export type LookStyle = 'female' | 'male';

export interface AvatarLook {
  id: string;
  style: LookStyle;
  name: string;
  dp: boolean;
  /** 1–6 (female) or 1–5 (male); absent for the SilverHair look. */
  hairstyle?: number;
  /** 1–6, female looks. */
  outfit?: number;
  /** Male looks. */
  clothing?: (typeof MALE_CLOTHING)[number];
  silverHair: boolean;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function femaleLooks(): AvatarLook[] {
  const names = [
    ...FEMALE_LOOK_NAMES.map((name) => ({ name, dp: false })),
    ...DP_LOOK_NAMES.map((name) => ({ name, dp: true })),
  ];
  return names.flatMap(({ name, dp }) =>
    range(FEMALE_HAIRSTYLES).flatMap((hairstyle) =>
      range(FEMALE_OUTFITS).map((outfit) => ({
        id: `${dp ? 'DP' : ''}${name}Hairstyle${hairstyle}Outfit${outfit}`,
        style: 'female' as const,
        name,
        dp,
        hairstyle,
        outfit,
        silverHair: false,
      })),
    ),
  );
}

function maleLooks(): AvatarLook[] {
  const looks: AvatarLook[] = MALE_LOOK_NAMES.flatMap((name) =>
    range(MALE_HAIRSTYLES).flatMap((hairstyle) =>
      MALE_CLOTHING.map((clothing) => ({
        id: `${name}Hairstyle${hairstyle}${clothing}`,
        style: 'male' as const,
        name,
        dp: false,
        hairstyle,
        clothing,
        silverHair: false,
      })),
    ),
  );
  looks.push({
    id: SILVER_HAIR_LOOK,
    style: 'male',
    name: 'Brian',
    dp: false,
    clothing: 'SuitA',
    silverHair: true,
  });
  return looks;
}

/** Every look in a fixed order (female set, then male set). */
export const AVATAR_LOOKS: readonly AvatarLook[] = Object.freeze([...femaleLooks(), ...maleLooks()]);

const LOOKS_BY_ID = new Map(AVATAR_LOOKS.map((look) => [look.id, look]));

export function avatarLook(id: string): AvatarLook | undefined {
  return LOOKS_BY_ID.get(id);
}

export function isAvatarLookId(id: string): boolean {
  return LOOKS_BY_ID.has(id);
}

/** The shared seeded generator (mulberry32), numbers in [0, 1). */
export const seededRandom = mulberry32;

/** A Fisher–Yates shuffled copy; `random` returns [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * "Shuffled randomly once when loaded": returns a getter that shuffles the looks with `seed` on its first
 * call and gives the same order on every later call. Make one getter per load (e.g. per page load, with a
 * random seed); the same seed always gives the same order.
 */
export function shuffleLooksOnce(
  seed: number,
  looks: readonly AvatarLook[] = AVATAR_LOOKS,
): () => readonly AvatarLook[] {
  let order: readonly AvatarLook[] | undefined;
  return () => (order ??= Object.freeze(shuffled(looks, seededRandom(seed))));
}
