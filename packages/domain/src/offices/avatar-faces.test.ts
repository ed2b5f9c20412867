import { describe, expect, it } from 'vitest';
import {
  AVATAR_LOOKS,
  DEFAULT_FACE,
  FACE_CHOICES,
  FACE_PARTS,
  avatarFace,
  avatarLook,
  customAvatarId,
  isCustomAvatarId,
  lookFace,
  parseCustomAvatarId,
  type AvatarFace,
} from './index';

const key = (face: AvatarFace) => FACE_PARTS.map((part) => face[part]).join('|');

describe('the faces of the fixed looks', () => {
  const faces = AVATAR_LOOKS.map((look) => lookFace(look));

  it('gives every one of the 356 looks its own face', () => {
    expect(new Set(faces.map(key)).size).toBe(AVATAR_LOOKS.length);
  });

  it('draws every face from the choices of the style', () => {
    for (const face of faces) {
      for (const part of FACE_PARTS) expect(FACE_CHOICES[part]).toContain(face[part]);
    }
  });

  it('is stable: the same look always has the same face', () => {
    const look = avatarLook('DahliaHairstyle3Outfit2')!;
    expect(lookFace(look)).toEqual(lookFace({ ...look }));
    expect(lookFace(look)).toEqual({
      skin: 'a36b4f',
      hairColor: '2c1b18',
      eyes: 'wide',
      eyebrows: 'raised',
      mouth: 'laugh',
      beard: 'none',
      hair: 'bun',
      rearHair: 'none',
      clothes: 'dress',
      clothesColor: 'ec4899',
      background: 'c7ecd5',
    });
  });

  it('keeps a person with the name and changes hair with the hairstyle and clothes with the outfit', () => {
    const a = lookFace(avatarLook('ScarlettHairstyle1Outfit1')!);
    const b = lookFace(avatarLook('ScarlettHairstyle2Outfit1')!);
    const c = lookFace(avatarLook('ScarlettHairstyle1Outfit3')!);
    expect([a.skin, a.eyes, a.hairColor]).toEqual([b.skin, b.eyes, b.hairColor]);
    expect([a.hair, a.rearHair]).not.toEqual([b.hair, b.rearHair]);
    expect([a.clothes, a.clothesColor]).toEqual([b.clothes, b.clothesColor]);
    expect([a.clothes, a.clothesColor]).not.toEqual([c.clothes, c.clothesColor]);
  });

  it('shows people of every skin tone, and tells the names apart', () => {
    expect(new Set(faces.map((f) => f.skin))).toEqual(new Set(FACE_CHOICES.skin));
    const people = new Map<string, string>();
    for (const look of AVATAR_LOOKS) {
      const f = lookFace(look);
      if (look.silverHair) continue;
      people.set(
        `${look.dp ? 'DP' : ''}${look.name}`,
        [f.skin, f.hairColor, f.eyes, f.mouth, f.beard].join(),
      );
    }
    expect(people.size).toBe(10);
    expect(new Set(people.values()).size).toBe(10);
  });

  it('gives the SilverHair look silver hair', () => {
    const silver = lookFace(avatarLook('BrianSilverHairSuitA')!);
    expect(silver.hairColor).toBe('c9cbcf');
    expect(faces.filter((f) => f.hairColor === 'c9cbcf')).toHaveLength(1);
  });
});

describe('custom avatar ids', () => {
  it('keeps a face as custom- and one digit per part, and reads it back', () => {
    const face: AvatarFace = {
      ...DEFAULT_FACE,
      hairColor: 'c9cbcf',
      beard: 'longBeard',
      clothesColor: 'e8e9e6',
    };
    const id = customAvatarId(face);
    expect(id).toMatch(/^custom-[0-9a-z]{11}$/);
    expect(isCustomAvatarId(id)).toBe(true);
    expect(parseCustomAvatarId(id)).toEqual({ ok: true, face });
    expect(avatarFace(id)).toEqual(face);
  });

  it('gives the first choice of every part digit 0', () => {
    const first = Object.fromEntries(FACE_PARTS.map((p) => [p, FACE_CHOICES[p][0]])) as AvatarFace;
    expect(customAvatarId(first)).toBe('custom-00000000000');
  });

  it('names the part whose choice does not exist', () => {
    // digit 3 is the hair colour (7 choices): 'z' is 35
    expect(parseCustomAvatarId('custom-000z0000000')).toEqual({
      ok: false,
      problem: { part: 'hairColor', message: "The custom avatar's hair colour is not one of the choices." },
    });
    expect(parseCustomAvatarId('custom-0000000000A')).toMatchObject({
      ok: false,
      problem: { part: 'background' },
    });
    expect(parseCustomAvatarId('custom-0000000000-')).toMatchObject({
      ok: false,
      problem: { part: 'background' },
    });
  });

  it('refuses an id of the wrong length or prefix', () => {
    expect(parseCustomAvatarId('custom-000')).toMatchObject({ ok: false, problem: { part: 'id' } });
    expect(parseCustomAvatarId('custom-000000000000')).toMatchObject({ ok: false, problem: { part: 'id' } });
    expect(parseCustomAvatarId('AbigailHairstyle1Outfit1')).toMatchObject({
      ok: false,
      problem: { part: 'id' },
    });
    expect(() => customAvatarId({ ...DEFAULT_FACE, skin: '000000' } as unknown as AvatarFace)).toThrow();
  });

  it('finds the face of a fixed look, of a custom look, and of nothing else', () => {
    expect(avatarFace('LeeHairstyle2Shirt')).toEqual(lookFace(avatarLook('LeeHairstyle2Shirt')!));
    expect(avatarFace('custom-zz')).toBeUndefined();
    expect(avatarFace('NoSuchLook')).toBeUndefined();
  });
});
