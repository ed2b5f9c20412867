import { describe, expect, it } from 'vitest';
import { isNounHead, singablePhrases } from './lyric-brief';
import { themesFromKeywords } from './lyric-theme';
import { createRng } from './rng';

const themes = (...keywords: string[]) => themesFromKeywords(keywords, createRng(3));

describe('reading a brief typed as a clause', () => {
  it('sings a clause led by a pronoun as its event and its nouns, never "the we" or "the she"', () => {
    expect(singablePhrases('she moved out of the old apartment')).toEqual([
      { text: 'the day she moved out', form: 'event' },
      { text: 'the old apartment', form: 'noun' },
    ]);
    const read = themes('they sold the family farm');
    expect(read.map((t) => t.np)).toEqual(['the day they sold the family farm', 'the family farm']);
    expect(read.every((t) => t.still === 'event')).toBe(true);
    // What did not happen is no event: "he never wrote back" keeps only its nouns.
    expect(singablePhrases('he never wrote back from the coast')).toEqual([
      { text: 'the coast', form: 'noun' },
    ]);
    // Present tense: the doing, remembered.
    expect(themes('I forgive you').map((t) => t.np)).toEqual(['forgiving you']);
  });

  it('sings a verb led keyword as a doing, not as "the lost" or "the made"', () => {
    expect(themes('missed the last bus').map((t) => t.np)).toEqual(['missing the last bus']);
    expect(themes('sold my guitar').map((t) => [t.np, t.kind])).toEqual([['selling my guitar', 'activity']]);
    expect(themes('still waiting tables').map((t) => t.np)).toEqual(['waiting tables']);
  });

  it('ends a head at an adverb and keeps the nouns of what is said of it', () => {
    const read = themes('my uncle never fixed the roof');
    expect(read.map((t) => t.np)).toEqual(['my uncle', 'the roof']);
    expect(read[0]?.brief).toBe('my uncle never fixed the roof');
    expect(read[1]?.derived).toBe(true);
    expect(themes('my sister finally graduated')[0]?.np).toBe('my sister');
  });

  it('keeps a common noun after an adjective small, and "no" in front of its noun', () => {
    expect(themes('a rusty tractor')[0]?.np).toBe('the rusty tractor');
    expect(themes('no more homework').map((t) => [t.np, t.still])).toEqual([['no more homework', 'wish']]);
  });

  it('tells a noun head from a pronoun, an adverb or a verb form', () => {
    expect(isNounHead('the old apartment')).toBe(true);
    expect(isNounHead('lanterns')).toBe(true);
    for (const fragment of ['the we', 'my uncle always', 'the sold', 'i'])
      expect(isNounHead(fragment)).toBe(false);
  });

  it('sings a time and what happened in it as an event', () => {
    expect(themes('the summer the river froze').map((t) => [t.np, t.still])).toEqual([
      ['the summer the river froze', 'event'],
    ]);
  });

  it('marks every subject of a song of a death: the lost one held on to, the rest remembered', () => {
    const read = themes('my uncle died in the winter');
    expect(read.map((t) => [t.np, t.still])).toEqual([
      ['my uncle', 'lost'],
      ['the winter', 'event'],
    ]);
  });
});
