import { describe, expect, it } from 'vitest';
import { chooseOcrReading } from './choose';
import { cleanOcrText } from './clean';
import { implausibility } from './plausible';

describe('implausibility', () => {
  it('finds nothing odd in a well-read problem, words and units included', () => {
    expect(implausibility('If 3x + 2 = 11, what is the value of 6x + 4?')).toBe(0);
    expect(implausibility('A rectangle is 8 cm long and 5 cm wide. What is its area?')).toBe(0);
    expect(implausibility('solve |x - 3| = 5')).toBe(0);
    expect(implausibility('k = 4, find 3k^2 - k')).toBe(0);
  });

  it('counts the signs of a misreading', () => {
    expect(implausibility('find the value of x: bz - 3 = 2x + 12')).toBeGreaterThan(0); // "bz"
    expect(implausibility('4dr - 9 = 19')).toBeGreaterThan(0); // letters glued into mathematics
    expect(implausibility('Ix + 7 = 20')).toBeGreaterThan(0); // no such two-letter word
    expect(implausibility('solve 3*"^1 = 81')).toBeGreaterThan(0); // a quote in mathematics
    expect(implausibility('(x + 2 = 25')).toBeGreaterThan(0); // a bracket never closed
    expect(implausibility('y = 2x +')).toBeGreaterThan(0); // does not parse
    expect(implausibility('What is 15% of 2407')).toBeGreaterThan(0); // a question without "?"
    expect(implausibility('02x + 06 = 18')).toBeGreaterThan(0); // leading zeros: decimal points lost
    expect(implausibility('r^2 + 6x = 7')).toBeGreaterThan(0); // x beside a lone r
    expect(implausibility('0.2x + 0.6 = 1.8')).toBe(0);
  });
});

describe('chooseOcrReading', () => {
  it('takes the reading most readings agree on, spacing aside', () => {
    expect(chooseOcrReading(['3x + 7 = 20', '3x + 7 = 25', '3x +7=25'])).toBe('3x + 7 = 25');
  });

  it('takes the plausible reading when none agree, and the first when they are alike', () => {
    expect(chooseOcrReading(['4dr - 9 = 19', '4x - 9 = 19', '4y - 9 = 18'])).toBe('4x - 9 = 19');
    expect(chooseOcrReading(['2x + 3 = 11', '2x + 3 = 17'])).toBe('2x + 3 = 11');
  });

  it('is what cleanOcrText does with alternatives', () => {
    expect(cleanOcrText('T/4 − 1 > 2', ['x/4 − 1 > 2', 'x/4-1>2'])).toBe('x/4 - 1 > 2');
    expect(cleanOcrText('x² = 49', [])).toBe('x^2 = 49');
  });

  it('never takes a reading that found nothing over one that found text', () => {
    expect(chooseOcrReading(['', '', '2x - y = 3'])).toBe('2x - y = 3');
    expect(chooseOcrReading(['', ''])).toBe('');
  });

  it('lets a sign of a misreading outweigh one more agreeing reading', () => {
    expect(chooseOcrReading(['solve x^2 +2x - 15=', 'solve x^2 +2x - 15=0', 'solve x^2 + 2x - 15='])).toBe(
      'solve x^2 +2x - 15=0',
    );
  });
});
