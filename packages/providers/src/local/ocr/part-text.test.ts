import { describe, expect, it } from 'vitest';
import { exponentText, fullest, groupPart, smallLetters, wellFormedParts } from './part-text';

const tall = { x0: 0, y0: 0, x1: 9, y1: 15 }; // a raised digit: taller than wide
const round = { x0: 0, y0: 0, x1: 9, y1: 9 }; // a degree sign: as wide as tall

describe('part text', () => {
  it('keeps the reading that holds the others: a dropped character is the usual misreading', () => {
    expect(fullest(['2', '2x', '2'])).toBe('2x');
    expect(fullest(['+1', 'x+1', 'x+1'])).toBe('x+1');
    expect(fullest(['x-1', 'x+1', 'x+1'])).toBe('x+1'); // none holds all: the most agree
    expect(fullest([])).toBeUndefined();
  });

  it('reads an exponent: digits, small letters and a sign between them', () => {
    expect(exponentText('2', tall)).toBe('2');
    expect(exponentText('X', tall)).toBe('x');
    expect(exponentText('z+1', tall)).toBe('x+1');
    expect(exponentText('x−1', tall)).toBe('x-1');
    expect(exponentText('2x', tall)).toBe('2x');
  });

  it('refuses what is no exponent: marks, a degree ring, a lone 1 (an apostrophe)', () => {
    expect(exponentText('%', tall)).toBeUndefined();
    expect(exponentText('El', tall)).toBeUndefined();
    expect(exponentText('o', round)).toBeUndefined();
    expect(exponentText('0', tall)).toBe('0');
    expect(exponentText('1', tall)).toBeUndefined();
    expect(exponentText('l', tall)).toBeUndefined();
    expect(exponentText('kl', tall, 1)).toBeUndefined(); // one mark read as two letters
    expect(exponentText('10', tall, 2)).toBe('10');
  });

  it('takes the leaning x read as two letters, and capitals of small-letter shape, small', () => {
    expect(smallLetters('zT')).toBe('x');
    expect(smallLetters('T')).toBe('x');
    expect(smallLetters('rz+1')).toBe('x+1');
    expect(smallLetters('X+4')).toBe('x+4');
    expect(smallLetters('2y')).toBe('2y');
  });

  it('brackets a numerator or denominator of more than a number or a letter', () => {
    expect(groupPart('x')).toBe('x');
    expect(groupPart('12')).toBe('12');
    expect(groupPart('x^2')).toBe('x^2');
    expect(groupPart('2x')).toBe('(2x)');
    expect(groupPart('x+1')).toBe('(x+1)');
    expect(groupPart('(x+1)')).toBe('(x+1)');
  });

  it('drops readings a part cannot be', () => {
    expect(wellFormedParts(['5}', '5)', '5', 'x+', '(x+1)'])).toEqual(['5', '(x+1)']);
  });
});
