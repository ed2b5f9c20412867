import { describe, expect, it } from 'vitest';
import { echoesWord, lastWord, normalizeWord, pronunciations, rhymeKey, rhymeKeyOf, rhymes } from './rhymes';

describe('rhymes (CMU pronouncing dictionary)', () => {
  it('reads pronunciations, most common first, and knows when it does not know a word', () => {
    expect(pronunciations('night')).toEqual([['N', 'AY1', 'T']]);
    expect(pronunciations('wind').length).toBe(2);
    expect(pronunciations('Night’s,')).toEqual(pronunciations("night's"));
    expect(pronunciations('zzqxv')).toEqual([]);
    expect(pronunciations('')).toEqual([]);
    // Properties every object has are not words of the dictionary.
    expect(pronunciations('hasOwnProperty')).toEqual([]);
  });

  it('takes the rhyme from the last stressed vowel to the end', () => {
    expect(rhymeKeyOf(['D', 'IH0', 'Z', 'AY1', 'ER0'])).toBe('AY ER');
    expect(rhymeKey('tomorrow')).toBe('AA R OW');
    expect(rhymeKey('light')).toBe(rhymeKey('night'));
    expect(rhymeKey('zzqxv')).toBeNull();
  });

  it('says which words rhyme', () => {
    for (const [a, b] of [
      ['night', 'light'],
      ['fire', 'desire'],
      ['rain', 'again'],
      ['heart', 'apart'],
      ['sea', 'free'],
      ['Away,', 'stay'],
    ] as const) {
      expect(rhymes(a, b), `${a} / ${b}`).toBe(true);
    }
    for (const [a, b] of [
      ['love', 'move'],
      ['night', 'day'],
      ['night', 'night'],
      ['day', 'today'],
      ['light', 'delight'],
      ['zzqxv', 'zzqxv'],
    ] as const) {
      expect(rhymes(a, b), `${a} / ${b}`).toBe(false);
    }
  });

  it('finds the last word of a line and compares words as the dictionary writes them', () => {
    expect(lastWord('We were dancing in the rain,')).toBe('rain');
    expect(lastWord('Hold on to the night’s')).toBe("night's");
    expect(lastWord('')).toBe('');
    expect(normalizeWord('“Hello!”')).toBe('hello');
    expect(echoesWord('Today', 'day')).toBe(true);
    expect(echoesWord('night', 'light')).toBe(false);
  });
});
