import { describe, expect, it } from 'vitest';
import { documentTerms } from './documents';
import { Expander, writtenForms } from './expansion';
import { words } from './text';
import { wordVectors } from './word-vectors';

/** An expander over the terms of a few texts, each term as rare as the next. */
function expanderOf(...texts: string[]): Expander {
  const vocabulary = new Map<string, number>();
  for (const text of texts) for (const term of documentTerms(text)) vocabulary.set(term, 1);
  return new Expander(vocabulary, () => 1, texts.flatMap(words));
}

describe('writtenForms', () => {
  it('inflects by part of speech, irregular forms included', () => {
    expect(writtenForms('choose', 'verb')).toEqual(
      expect.arrayContaining(['chooses', 'chose', 'chosen', 'choosing']),
    );
    expect(writtenForms('tax', 'noun')).toEqual(expect.arrayContaining(['taxes']));
    expect(writtenForms('tax', 'noun')).not.toContain('taxed');
    expect(writtenForms('old', 'adj')).toEqual(expect.arrayContaining(['older', 'oldest']));
    expect(writtenForms('stop', 'verb')).toEqual(expect.arrayContaining(['stopped', 'stopping']));
    expect(writtenForms('day', 'noun')).toContain('days');
    expect(writtenForms('party', 'noun')).toContain('parties');
    expect(writtenForms('play', 'verb')).toContain('played');
  });
});

describe('Expander', () => {
  const expander = expanderOf(
    'The Speaker is chosen by the members.',
    'We are hiring mechanics.',
    'The author signed the book.',
  );

  it('matches a word by its own term at full credit', () => {
    expect(expander.expand('members').get('member')).toBe(1);
  });

  it('matches WordNet relatives that the index holds, by their written forms, at less than full credit', () => {
    const picks = expander.expand('picks');
    expect(picks.get('chosen')).toBeGreaterThan(0);
    expect(picks.get('chosen')).toBeLessThan(1);
  });

  it('matches a typo of swapped letters and one a letter off', () => {
    expect(expander.expand('hiirng').get('hiring')).toBeGreaterThan(0.5);
    expect(expander.expand('mechanicss').get('mechanics')).toBeGreaterThan(0.5);
  });

  it('gives a stem that is another word less than full credit ("authorize" is not "author")', () => {
    expect(expander.expand('authorize').get('author') ?? 0).toBeLessThan(1);
  });

  it('does not follow the WordNet relatives of a light word', () => {
    expect([...expander.expand('get', true).keys()]).toEqual([]);
  });

  it('keeps only terms the index holds', () => {
    for (const term of expander.expand('frequently').keys()) expect(term).not.toBe('often');
  });
});

describe('Expander with word vectors', () => {
  const texts = ['Guitar lessons start in May.', 'Our café serves soup.'];
  const vocabulary = new Map<string, number>();
  for (const text of texts) for (const term of documentTerms(text)) vocabulary.set(term, 1);
  const expander = new Expander(vocabulary, () => 1, texts.flatMap(words), wordVectors());

  it('meets a word by the office words closest in meaning, below full credit', () => {
    const piano = expander.expand('piano');
    expect(piano.get('guitar')).toBeGreaterThan(0.2);
    expect(piano.get('guitar')).toBeLessThan(1);
    expect(expander.expand('invoice').get('guitar')).toBeUndefined();
  });

  it('tells words only meaning relates to the office from words its forms or WordNet reach', () => {
    expander.expand('piano');
    expander.expand('soups');
    expect(expander.unrelated('piano')).toBe(true);
    expect(expander.unrelated('soups')).toBe(false);
  });
});
