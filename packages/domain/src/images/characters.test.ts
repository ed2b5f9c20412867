import { describe, expect, it } from 'vitest';
import {
  CHARACTERS_MAX,
  CHARACTER_DESCRIPTION_MAX,
  CHARACTER_NAME_MAX,
  canAddCharacter,
  canUseCharacters,
  canUseImageInput,
  characterSeed,
  checkCharacter,
  promptWithCharacter,
} from './characters';

describe('consistent characters and image input', () => {
  it('belong to Ultimate alone ("consistent characters, image upload … to ultimate")', () => {
    expect(canUseCharacters('ultimate')).toBe(true);
    expect(canUseImageInput('ultimate')).toBe(true);
    for (const tier of [
      '',
      null,
      undefined,
      false,
      true,
      'true',
      'trialpro',
      'trialpremium',
      'premium',
      'x',
    ]) {
      expect(canUseCharacters(tier), String(tier)).toBe(false);
      expect(canUseImageInput(tier), String(tier)).toBe(false);
    }
  });

  it(`keeps at most ${CHARACTERS_MAX} characters a person`, () => {
    expect(canAddCharacter(0)).toBe(true);
    expect(canAddCharacter(CHARACTERS_MAX - 1)).toBe(true);
    expect(canAddCharacter(CHARACTERS_MAX)).toBe(false);
    expect(canAddCharacter(CHARACTERS_MAX + 3)).toBe(false);
  });

  it('trims names and descriptions and names the field of a bad one', () => {
    expect(checkCharacter({ name: '  Pip   the  fox ', description: ' a small\n fox ' })).toEqual({
      ok: true,
      name: 'Pip the fox',
      description: 'a small fox',
    });
    expect(checkCharacter({ name: 'Pip' })).toEqual({ ok: true, name: 'Pip' });
    expect(checkCharacter({ name: '   ' })).toMatchObject({ ok: false, issue: { field: 'name' } });
    expect(checkCharacter({ name: 'x'.repeat(CHARACTER_NAME_MAX) }).ok).toBe(true);
    expect(checkCharacter({ name: 'x'.repeat(CHARACTER_NAME_MAX + 1) })).toMatchObject({
      ok: false,
      issue: { field: 'name', message: `name must be at most ${CHARACTER_NAME_MAX} characters` },
    });
    expect(checkCharacter({ description: '' })).toMatchObject({ ok: false, issue: { field: 'description' } });
    expect(checkCharacter({ description: 'x'.repeat(CHARACTER_DESCRIPTION_MAX + 1) })).toMatchObject({
      ok: false,
      issue: { field: 'description' },
    });
  });

  it('gives each character a stable seed of its own, the next one for each further picture of a run', () => {
    const seed = characterSeed('abc');
    expect(characterSeed('abc')).toBe(seed);
    expect(characterSeed('abd')).not.toBe(seed);
    expect(characterSeed('abc', 1)).toBe((seed + 1) % 2 ** 32);
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  });

  it('adds how the character looks to the prompt, without its name', () => {
    expect(promptWithCharacter('walking in a forest. ', { description: 'a small orange fox' })).toBe(
      'walking in a forest. a small orange fox',
    );
  });
});
