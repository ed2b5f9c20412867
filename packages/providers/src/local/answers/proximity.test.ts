import { describe, expect, it } from 'vitest';
import { pairCredit, termPositions } from './proximity';
import type { QueryUnit } from './query';

const unit = (...terms: [string, number][]): QueryUnit => ({ matches: new Map(terms), weight: 1 });

describe('pairCredit', () => {
  const house = unit(['hous', 1]);
  const representatives = unit(['repres', 1], ['deputi', 0.6]);

  it('credits two words standing within a few words of each other', () => {
    expect(
      pairCredit(house, representatives, termPositions('The House of Representatives shall chuse')),
    ).toBe(1);
  });

  it('gives nothing for the two words far apart', () => {
    const text = 'The House shall sit in the city named in the law, and the Representatives shall be chosen';
    expect(pairCredit(house, representatives, termPositions(text))).toBe(0);
  });

  it('credits the lesser of the two matches', () => {
    expect(pairCredit(house, representatives, termPositions('the house deputies'))).toBe(0.6);
  });
});
