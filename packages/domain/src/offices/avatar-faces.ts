/**
 * The faces behind the avatar looks of the Avatar tab: every look of the fixed gallery, and every look made
 * in the custom-avatar creator, is one choice per part of the DiceBear "Toon Head" style (by Johan Melin, CC
 * BY 4.0). The option names and colours here are that style's own (colours as six hex digits), so the server
 * hands them to the library unchanged.
 *
 * A custom look is kept as an avatar id: `custom-` and one base-36 digit per part, in FACE_PARTS order
 * (e.g. `custom-01234012301`). New choices are only ever appended to a list, so saved ids keep their look.
 */
import type { AvatarLook } from './avatar-looks';
import { MALE_CLOTHING, avatarLook } from './avatar-looks';

export const FACE_CHOICES = {
  skin: ['f1c3a5', 'c68e7a', 'b98e6a', 'a36b4f', '5c3829'],
  hair: ['sideComed', 'undercut', 'spiky', 'bun', 'none'],
  rearHair: ['none', 'longStraight', 'longWavy', 'shoulderHigh', 'neckHigh'],
  hairColor: ['2c1b18', '724133', 'a55728', 'b58143', 'd6b370', '111111', 'c9cbcf'],
  eyes: ['happy', 'wide', 'bow', 'humble', 'wink'],
  eyebrows: ['neutral', 'happy', 'raised', 'sad', 'angry'],
  mouth: ['smile', 'laugh', 'agape', 'sad', 'angry'],
  beard: ['none', 'moustacheTwirl', 'fullBeard', 'chin', 'chinMoustache', 'longBeard'],
  clothes: ['shirt', 'openJacket', 'turtleNeck', 'tShirt', 'dress'],
  clothesColor: [
    '0b3286',
    '545454',
    'b11f1f',
    '147f3c',
    'eab308',
    '731ac3',
    'ec4899',
    'f97316',
    '151613',
    'e8e9e6',
  ],
  background: ['d1d4f9', 'b6e3f4', 'c0aede', 'ffd5dc', 'ffdfbf', 'c7ecd5', 'f3e8c9', 'e4e4e7'],
} as const;

export type FacePart = keyof typeof FACE_CHOICES;
export type AvatarFace = { [P in FacePart]: (typeof FACE_CHOICES)[P][number] };

/** Each part in words (for messages and the creator's labels). */
export const FACE_PART_LABELS: Record<FacePart, string> = {
  skin: 'Skin tone',
  hair: 'Hair',
  rearHair: 'Hair length',
  hairColor: 'Hair colour',
  eyes: 'Eyes',
  eyebrows: 'Eyebrows',
  mouth: 'Mouth',
  beard: 'Beard',
  clothes: 'Clothes',
  clothesColor: 'Clothes colour',
  background: 'Background',
};

/** The parts in the order of a custom id's digits. */
export const FACE_PARTS = Object.keys(FACE_CHOICES) as FacePart[];

export const CUSTOM_AVATAR_PREFIX = 'custom-';

/** A pleasant starting face for the creator. */
export const DEFAULT_FACE: AvatarFace = {
  skin: 'c68e7a',
  hair: 'sideComed',
  rearHair: 'longWavy',
  hairColor: '724133',
  eyes: 'happy',
  eyebrows: 'happy',
  mouth: 'smile',
  beard: 'none',
  clothes: 'openJacket',
  clothesColor: '0b3286',
  background: 'd1d4f9',
};

/** Who each name of the fixed gallery is: skin, hair colour and features stay with the name. */
interface Person {
  skin: AvatarFace['skin'];
  hairColor: AvatarFace['hairColor'];
  eyes: AvatarFace['eyes'];
  eyebrows: AvatarFace['eyebrows'];
  mouth: AvatarFace['mouth'];
  beard: AvatarFace['beard'];
}

const FEMALE_PEOPLE: Record<string, Person> = {
  Abigail: {
    skin: 'f1c3a5',
    hairColor: 'b58143',
    eyes: 'happy',
    eyebrows: 'happy',
    mouth: 'smile',
    beard: 'none',
  },
  Dahlia: {
    skin: 'a36b4f',
    hairColor: '2c1b18',
    eyes: 'wide',
    eyebrows: 'raised',
    mouth: 'laugh',
    beard: 'none',
  },
  Scarlett: {
    skin: 'f1c3a5',
    hairColor: 'a55728',
    eyes: 'bow',
    eyebrows: 'neutral',
    mouth: 'smile',
    beard: 'none',
  },
  DPAbigail: {
    skin: 'b98e6a',
    hairColor: 'd6b370',
    eyes: 'wide',
    eyebrows: 'happy',
    mouth: 'smile',
    beard: 'none',
  },
  DPDahlia: {
    skin: '5c3829',
    hairColor: '111111',
    eyes: 'happy',
    eyebrows: 'raised',
    mouth: 'laugh',
    beard: 'none',
  },
};

const MALE_PEOPLE: Record<string, Person> = {
  Brian: {
    skin: 'f1c3a5',
    hairColor: '724133',
    eyes: 'happy',
    eyebrows: 'neutral',
    mouth: 'smile',
    beard: 'none',
  },
  Garrett: {
    skin: 'c68e7a',
    hairColor: 'd6b370',
    eyes: 'wide',
    eyebrows: 'raised',
    mouth: 'laugh',
    beard: 'chin',
  },
  Jalen: {
    skin: '5c3829',
    hairColor: '111111',
    eyes: 'happy',
    eyebrows: 'happy',
    mouth: 'smile',
    beard: 'chinMoustache',
  },
  Lee: {
    skin: 'b98e6a',
    hairColor: '2c1b18',
    eyes: 'happy',
    eyebrows: 'raised',
    mouth: 'smile',
    beard: 'none',
  },
  Rhett: {
    skin: 'a36b4f',
    hairColor: 'a55728',
    eyes: 'bow',
    eyebrows: 'happy',
    mouth: 'laugh',
    beard: 'fullBeard',
  },
};

type Hairstyle = Pick<AvatarFace, 'hair' | 'rearHair'>;

/** Female hairstyles 1–6: long straight, long wavy, a bun, a bob, an undercut with long hair, a high ponytail. */
const FEMALE_HAIRSTYLES: Hairstyle[] = [
  { hair: 'sideComed', rearHair: 'longStraight' },
  { hair: 'sideComed', rearHair: 'longWavy' },
  { hair: 'bun', rearHair: 'none' },
  { hair: 'sideComed', rearHair: 'shoulderHigh' },
  { hair: 'undercut', rearHair: 'longWavy' },
  { hair: 'bun', rearHair: 'longStraight' },
];

/** Male hairstyles 1–5: side parting, undercut, spiky, longer at the neck, shaved. */
const MALE_HAIRSTYLES: Hairstyle[] = [
  { hair: 'sideComed', rearHair: 'none' },
  { hair: 'undercut', rearHair: 'none' },
  { hair: 'spiky', rearHair: 'none' },
  { hair: 'sideComed', rearHair: 'neckHigh' },
  { hair: 'none', rearHair: 'none' },
];

type Outfit = Pick<AvatarFace, 'clothes' | 'clothesColor'>;

/** Female outfits 1–6. */
const FEMALE_OUTFITS: Outfit[] = [
  { clothes: 'openJacket', clothesColor: '0b3286' },
  { clothes: 'dress', clothesColor: 'ec4899' },
  { clothes: 'turtleNeck', clothesColor: '147f3c' },
  { clothes: 'shirt', clothesColor: 'e8e9e6' },
  { clothes: 'tShirt', clothesColor: 'eab308' },
  { clothes: 'dress', clothesColor: '731ac3' },
];

/**
 * Male clothing. The style draws no ties or vests, so each variant is its own garment and colour: suits are
 * open jackets (dark, grey), the tie looks are shirts in colour, the vests jackets in colour.
 */
const MALE_OUTFITS: Record<NonNullable<AvatarLook['clothing']>, Outfit> = {
  SuitA: { clothes: 'openJacket', clothesColor: '151613' },
  SuitB: { clothes: 'openJacket', clothesColor: '545454' },
  Shirt: { clothes: 'shirt', clothesColor: 'e8e9e6' },
  Tie: { clothes: 'shirt', clothesColor: '0b3286' },
  BowTie: { clothes: 'turtleNeck', clothesColor: 'b11f1f' },
  VestTie: { clothes: 'openJacket', clothesColor: '147f3c' },
  VestBowTie: { clothes: 'tShirt', clothesColor: 'f97316' },
};

const SILVER_HAIR: AvatarFace['hairColor'] = 'c9cbcf';

/** The face of a fixed look: the name picks the person, the numbers the hair and the clothes. */
export function lookFace(look: AvatarLook): AvatarFace {
  const female = look.style === 'female';
  const person = female ? FEMALE_PEOPLE[`${look.dp ? 'DP' : ''}${look.name}`] : MALE_PEOPLE[look.name];
  if (!person) throw new Error(`No face for the look ${look.id}`);
  const hairstyles = female ? FEMALE_HAIRSTYLES : MALE_HAIRSTYLES;
  const hairstyle = hairstyles[((look.hairstyle ?? 1) - 1) % hairstyles.length]!;
  const outfit = female
    ? FEMALE_OUTFITS[((look.outfit ?? 1) - 1) % FEMALE_OUTFITS.length]!
    : MALE_OUTFITS[look.clothing ?? 'SuitA'];
  // The background follows hairstyle and outfit, so neighbouring looks of one person differ at a glance.
  const backgrounds = FACE_CHOICES.background;
  const outfitNumber = look.outfit ?? MALE_CLOTHING.indexOf(look.clothing ?? 'SuitA') + 1;
  const background = backgrounds[((look.hairstyle ?? 0) + outfitNumber) % backgrounds.length]!;
  return {
    ...person,
    ...hairstyle,
    ...outfit,
    ...(look.silverHair ? { hairColor: SILVER_HAIR, beard: 'fullBeard' as const } : {}),
    background,
  };
}

export function isCustomAvatarId(id: string): boolean {
  return id.startsWith(CUSTOM_AVATAR_PREFIX);
}

/** The avatar id that keeps a custom face. */
export function customAvatarId(face: AvatarFace): string {
  const digits = FACE_PARTS.map((part) => {
    const index = (FACE_CHOICES[part] as readonly string[]).indexOf(face[part]);
    if (index < 0) throw new Error(`${part} ${face[part]} is not a choice`);
    return index.toString(36);
  });
  return CUSTOM_AVATAR_PREFIX + digits.join('');
}

/** What is wrong with a custom avatar id: the part it names (or `id` for its shape) and why. */
export interface FaceProblem {
  part: FacePart | 'id';
  message: string;
}

export type ParsedFace = { ok: true; face: AvatarFace } | { ok: false; problem: FaceProblem };

/** Reads a custom avatar id back into its face, naming the first part whose choice does not exist. */
export function parseCustomAvatarId(id: string): ParsedFace {
  const digits = id.slice(CUSTOM_AVATAR_PREFIX.length);
  if (!isCustomAvatarId(id) || digits.length !== FACE_PARTS.length) {
    return {
      ok: false,
      problem: {
        part: 'id',
        message: `A custom avatar is "${CUSTOM_AVATAR_PREFIX}" and ${FACE_PARTS.length} choices.`,
      },
    };
  }
  const face: Partial<Record<FacePart, string>> = {};
  for (const [i, part] of FACE_PARTS.entries()) {
    const digit = digits[i]!;
    const index = /^[0-9a-z]$/.test(digit) ? parseInt(digit, 36) : -1;
    const choice = (FACE_CHOICES[part] as readonly string[])[index];
    if (choice === undefined) {
      const message = `The custom avatar's ${FACE_PART_LABELS[part].toLowerCase()} is not one of the choices.`;
      return { ok: false, problem: { part, message } };
    }
    face[part] = choice;
  }
  return { ok: true, face: face as AvatarFace };
}

/** The face of any avatar id: a fixed look's, a valid custom one's, or undefined. */
export function avatarFace(id: string): AvatarFace | undefined {
  const look = avatarLook(id);
  if (look) return lookFace(look);
  if (!isCustomAvatarId(id)) return undefined;
  const parsed = parseCustomAvatarId(id);
  return parsed.ok ? parsed.face : undefined;
}
