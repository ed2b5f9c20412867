import { describe, expect, it } from 'vitest';
import { analyseText, MAIN_FIELD, SECOND_FIELD } from './documents';
import type { Query, QueryUnit } from './query';
import { coverage, foreignShare, reverseCoverage } from './scoring';

function queryOf(units: QueryUnit[]): Query {
  const credits = new Map<string, number>();
  for (const unit of units) for (const [term, credit] of unit.matches) credits.set(term, credit);
  return { units, totalWeight: units.reduce((sum, u) => sum + u.weight, 0), credits, search: credits };
}

const repair: QueryUnit = { matches: new Map([['repair', 1]]), weight: 3, word: true };
const bike: QueryUnit = {
  matches: new Map([
    ['bike', 1],
    ['cycl', 0.5],
  ]),
  weight: 1,
  word: true,
};
const pizza: QueryUnit = { matches: new Map(), weight: 4, word: true, foreign: true };

describe('coverage', () => {
  const text = analyseText('How much does a repair cost?', 'Bring your bike in.');

  it('weighs the units a field meets, each by its best-credited term', () => {
    const query = queryOf([repair, bike]);
    expect(coverage(query, text, MAIN_FIELD)).toBe(0.75);
    expect(coverage(query, text, SECOND_FIELD)).toBe(0.25);
    expect(coverage(query, text, MAIN_FIELD | SECOND_FIELD)).toBe(1);
  });

  it('credits a pair unit only where the text gives positions', () => {
    const pair: QueryUnit = { matches: new Map(), weight: 1, pair: [repair, repair] };
    const query = queryOf([repair, pair]);
    expect(coverage(query, text, MAIN_FIELD)).toBe(0.75);
  });
});

describe('reverseCoverage', () => {
  it('is the weighted share of a trained question the visitor asks about', () => {
    const terms = [
      { variants: ['repair'], weight: 3 },
      { variants: ['cost'], weight: 1 },
    ];
    expect(reverseCoverage(queryOf([repair, bike]), terms)).toBe(0.75);
  });
});

describe('foreignShare', () => {
  it('is the weighted share of the question that is foreign to the office', () => {
    expect(foreignShare(queryOf([repair, bike, pizza]))).toBe(0.5);
    expect(foreignShare(queryOf([repair, bike]))).toBe(0);
  });
});
