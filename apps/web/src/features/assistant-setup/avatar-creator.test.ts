import { describe, expect, it } from 'vitest';
import { DEFAULT_FACE, FACE_CHOICES, FACE_PARTS, avatarLook, customAvatarId, lookFace } from '@muse/domain';
import { CREATOR_SECTIONS, choicesOf, randomFace, startingFace } from './avatar-creator';

describe('the avatar creator', () => {
  it('puts every part in one section and words every choice, each differently', () => {
    expect(CREATOR_SECTIONS.flatMap((s) => s.parts).sort()).toEqual([...FACE_PARTS].sort());
    for (const part of FACE_PARTS) {
      const labels = choicesOf(part).map((c) => c.label);
      expect(labels).toHaveLength(FACE_CHOICES[part].length);
      expect(labels.every((l) => l && !/^[0-9a-f]{6}$/.test(l))).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('starts from the chosen look: a custom one, a gallery one, or the default', () => {
    const face = { ...DEFAULT_FACE, hair: 'spiky' as const };
    expect(startingFace(customAvatarId(face))).toEqual(face);
    expect(startingFace('LeeHairstyle2Shirt')).toEqual(lookFace(avatarLook('LeeHairstyle2Shirt')!));
    expect(startingFace('')).toEqual(DEFAULT_FACE);
    expect(startingFace('custom-bad')).toEqual(DEFAULT_FACE);
  });

  it('makes random faces from the choices', () => {
    let n = 0;
    const face = randomFace(() => (n++ % 10) / 10);
    expect(() => customAvatarId(face)).not.toThrow();
  });
});
