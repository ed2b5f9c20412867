import { syllable } from 'syllable';
import { describe, expect, it } from 'vitest';
import { splitWord, syllableCount, syllablesOf, vowelOf } from './syllables';

describe('syllables', () => {
  it('cuts each word into as many pieces as the syllable package counts, keeping its letters', () => {
    for (const word of ['tonight', 'silver', 'alone', 'beautiful', 'rhythm', 'everything', 'fire', 'la']) {
      const pieces = splitWord(word, syllable(word));
      expect(pieces).toHaveLength(syllable(word));
      expect(pieces.join('')).toBe(word);
    }
    expect(splitWord('tonight', 2)).toEqual(['to', 'night']);
    expect(splitWord('silver', 2)).toEqual(['sil', 'ver']);
  });

  it('gives a line its syllables in order, marking where words start and which word each is of, with a vowel for each', () => {
    const line = syllablesOf('Under the silver rain, tonight!');
    expect(line.map((s) => s.text)).toEqual(['un', 'der', 'the', 'sil', 'ver', 'rain', 'to', 'night']);
    expect(line.map((s) => s.wordStart)).toEqual([true, false, true, true, false, true, true, false]);
    expect(line.map((s) => s.word)).toEqual([0, 0, 1, 2, 2, 3, 4, 4]);
    expect(syllablesOf('  ...  ')).toEqual([]);
  });

  it('picks the vowel a singer holds', () => {
    expect(vowelOf('see')).toBe('i');
    expect(vowelOf('moon')).toBe('u');
    expect(vowelOf('rain')).toBe('e');
    expect(vowelOf('night')).toBe('a');
    expect(vowelOf('home')).toBe('o');
    expect(vowelOf('la')).toBe('a');
  });
});

describe('syllableCount', () => {
  it('counts by the pronouncing dictionary where it knows the word, else by rule', () => {
    expect(['walked', 'called', 'fading', 'tonight', 'remembered'].map(syllableCount)).toEqual([
      1, 1, 2, 2, 3,
    ]);
    expect(syllableCount('zorblaxing')).toBeGreaterThanOrEqual(2);
  });
});
