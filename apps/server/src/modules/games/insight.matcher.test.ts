import { describe, expect, it } from 'vitest';
import { matchesAnswer, normalizeAnswer, typosAllowed, wordsToNumbers } from './insight.matcher';

describe('Insight answer matcher', () => {
  it('normalises case, accents, punctuation, articles and lead-ins', () => {
    expect(normalizeAnswer('  The Starry Night! ')).toBe('starry night');
    expect(normalizeAnswer("I think it's Frida Kahlo")).toBe('frida kahlo');
    expect(normalizeAnswer('Édouard Manet')).toBe('edouard manet');
    expect(normalizeAnswer("Georgia O'Keeffe")).toBe('georgia okeeffe');
    expect(normalizeAnswer('1,000')).toBe('1000');
    expect(normalizeAnswer('3.14')).toBe('3.14');
    expect(normalizeAnswer('Salt & pepper')).toBe('salt and pepper');
  });

  it('reads number words as digits', () => {
    expect(wordsToNumbers(['twenty', 'one'])).toEqual(['21']);
    expect(wordsToNumbers(['one', 'hundred', 'and', 'five', 'days'])).toEqual(['105', 'days']);
    expect(wordsToNumbers(['two', 'thousand', 'twenty', 'six'])).toEqual(['2026']);
    expect(wordsToNumbers(['rock', 'and', 'roll'])).toEqual(['rock', 'and', 'roll']);
    expect(normalizeAnswer('Seven')).toBe('7');
  });

  it('accepts aliases, number words and small typos', () => {
    expect(matchesAnswer('seven', ['7'])).toBe(true);
    expect(matchesAnswer('8', ['eight'])).toBe(true);
    expect(matchesAnswer('Leonardo da vinci', ['Leonardo da Vinci', 'da Vinci'])).toBe(true);
    expect(matchesAnswer('davinci', ['da Vinci'])).toBe(true);
    expect(matchesAnswer('Michaelangelo', ['Michelangelo'])).toBe(true);
    expect(matchesAnswer('the mona lisa', ['Mona Lisa'])).toBe(true);
    expect(matchesAnswer('It is blue', ['blue'])).toBe(true);
  });

  it('refuses wrong answers, near-miss numbers and lists of guesses', () => {
    expect(matchesAnswer('1888', ['1889'])).toBe(false);
    expect(matchesAnswer('red', ['rod'])).toBe(false);
    expect(matchesAnswer('Picasso', ['Monet'])).toBe(false);
    expect(matchesAnswer('paris london rome berlin', ['Paris'])).toBe(false);
    expect(matchesAnswer('', ['Paris'])).toBe(false);
    expect(matchesAnswer('the', ['the'])).toBe(false);
  });

  it('forgives more typos in longer answers', () => {
    expect([3, 5, 10, 20].map(typosAllowed)).toEqual([0, 1, 2, 3]);
  });
});
