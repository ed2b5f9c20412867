import { describe, expect, it } from 'vitest';
import { documentTerms } from './documents';
import { Expander } from './expansion';
import { buildQuery } from './query';
import { words } from './text';

const text = 'The Supreme Court judges. Two senators from each state get a vote.';
const vocabulary = new Map<string, number>();
for (const term of documentTerms(text)) vocabulary.set(term, 1);
const expander = new Expander(vocabulary, () => 2, words(text));
const query = (question: string) => buildQuery(question, expander, () => 2);

describe('buildQuery', () => {
  it('has no query for a question without a topic word', () => {
    expect(query('What is it?')).toBeNull();
  });

  it('weighs a light verb less than a topic word, and a number half', () => {
    const units = query('Do two judges become senators?')?.units.filter((unit) => unit.word) ?? [];
    expect(units.map((unit) => unit.weight)).toEqual([1, 2, 0.2, 2]);
  });

  it('adds a unit for neighbouring topic words and one for each cue', () => {
    const units = query('How many supreme court judges?')?.units ?? [];
    expect(units.filter((unit) => unit.word)).toHaveLength(3);
    expect(units.filter((unit) => unit.pair)).toHaveLength(2);
    const cue = units.find((unit) => unit.matches.has('~cue-count'));
    expect(cue?.matches.get('~number')).toBe(1);
  });

  it('asks the search with the terms the units match', () => {
    const found = query('Which senators vote?');
    expect(found?.search.get('senat')).toBe(1);
    expect(found?.search.get('vote')).toBe(1);
  });
});
