import {
  DEFAULT_FACE,
  FACE_CHOICES,
  FACE_PARTS,
  FACE_PART_LABELS,
  avatarFace,
  type AvatarFace,
  type FacePart,
} from '@muse/domain';

/**
 * The custom-avatar creator's words: each choice of each part of a face in plain words, and the sections the
 * parts are shown in.
 */
export const CHOICE_LABELS: { [P in FacePart]: Record<AvatarFace[P], string> } = {
  skin: {
    f1c3a5: 'Light',
    c68e7a: 'Light medium',
    b98e6a: 'Medium',
    a36b4f: 'Medium dark',
    '5c3829': 'Dark',
  },
  hair: { sideComed: 'Side parting', undercut: 'Undercut', spiky: 'Spiky', bun: 'Bun', none: 'Shaved' },
  rearHair: {
    none: 'Short',
    longStraight: 'Long and straight',
    longWavy: 'Long and wavy',
    shoulderHigh: 'To the shoulders',
    neckHigh: 'To the neck',
  },
  hairColor: {
    '2c1b18': 'Dark brown',
    '724133': 'Brown',
    a55728: 'Auburn',
    b58143: 'Light brown',
    d6b370: 'Blond',
    '111111': 'Black',
    c9cbcf: 'Silver',
  },
  eyes: { happy: 'Bright', wide: 'Wide open', bow: 'Smiling', humble: 'Closed', wink: 'Winking' },
  eyebrows: { neutral: 'Even', happy: 'Happy', raised: 'Raised', sad: 'Worried', angry: 'Stern' },
  mouth: { smile: 'Smile', laugh: 'Laugh', agape: 'Surprised', sad: 'Sad', angry: 'Cross' },
  beard: {
    none: 'None',
    moustacheTwirl: 'Curled moustache',
    fullBeard: 'Full beard',
    chin: 'Chin beard',
    chinMoustache: 'Goatee',
    longBeard: 'Long beard',
  },
  clothes: {
    shirt: 'Shirt',
    openJacket: 'Jacket',
    turtleNeck: 'Turtleneck',
    tShirt: 'T-shirt',
    dress: 'Dress',
  },
  clothesColor: {
    '0b3286': 'Navy',
    '545454': 'Grey',
    b11f1f: 'Red',
    '147f3c': 'Green',
    eab308: 'Yellow',
    '731ac3': 'Purple',
    ec4899: 'Pink',
    f97316: 'Orange',
    '151613': 'Black',
    e8e9e6: 'White',
  },
  background: {
    d1d4f9: 'Periwinkle',
    b6e3f4: 'Sky blue',
    c0aede: 'Lilac',
    ffd5dc: 'Rose',
    ffdfbf: 'Peach',
    c7ecd5: 'Mint',
    f3e8c9: 'Cream',
    e4e4e7: 'Light grey',
  },
};

/** Parts picked from colour swatches; the others from named choices. */
export const COLOUR_PARTS: ReadonlySet<FacePart> = new Set([
  'skin',
  'hairColor',
  'clothesColor',
  'background',
]);

/** The creator's sections, in order. */
export const CREATOR_SECTIONS: { title: string; parts: FacePart[] }[] = [
  { title: 'Face', parts: ['skin', 'eyes', 'eyebrows', 'mouth', 'beard'] },
  { title: 'Hair', parts: ['hair', 'rearHair', 'hairColor'] },
  { title: 'Clothes', parts: ['clothes', 'clothesColor'] },
  { title: 'Background', parts: ['background'] },
];

export const partLabel = (part: FacePart) => FACE_PART_LABELS[part];

/** The choices of a part with their words, in the library's order. */
export function choicesOf<P extends FacePart>(part: P): { value: AvatarFace[P]; label: string }[] {
  const labels = CHOICE_LABELS[part] as Record<string, string>;
  const values: readonly string[] = FACE_CHOICES[part];
  // FACE_CHOICES[part] holds exactly the values of AvatarFace[part].
  return values.map((value) => ({ value: value as AvatarFace[P], label: labels[value]! }));
}

/** Where the creator starts: the chosen look's face (a gallery look can be changed too), else a default. */
export function startingFace(avatarId: string): AvatarFace {
  return (avatarId ? avatarFace(avatarId) : undefined) ?? DEFAULT_FACE;
}

/** A random face (the creator's Surprise me); `random` returns [0, 1). */
export function randomFace(random: () => number = Math.random): AvatarFace {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return Object.fromEntries(FACE_PARTS.map((part) => [part, pick(FACE_CHOICES[part])])) as AvatarFace;
}

/** The creator's preview of a face's id (drawn by the server, never stored). */
export const previewUrl = (avatarId: string) =>
  `/api/offices/avatars/${encodeURIComponent(avatarId)}/preview`;
