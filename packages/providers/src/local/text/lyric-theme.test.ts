import { describe, expect, it } from 'vitest';
import { themeWordsFromLyrics, themesFromKeywords } from './lyric-theme';
import { createRng } from './rng';

const rng = () => createRng(1);

describe('themesFromKeywords', () => {
  it('makes noun phrases a line can hold, with "the" where English wants it', () => {
    const [fox, snow, moon] = themesFromKeywords(['red fox', 'snow', 'moon'], rng());
    expect(fox).toMatchObject({ np: 'the red fox', bare: 'red fox', plural: false, title: 'red fox' });
    expect(snow?.np).toBe('snow');
    expect(moon?.np).toBe('the moon');
    expect(themesFromKeywords(['Paris'], rng())[0]?.np).toBe('Paris');
    expect(themesFromKeywords(['summer rain'], rng())[0]?.np).toBe('summer rain');
    expect(themesFromKeywords(['cats'], rng())[0]).toMatchObject({ np: 'cats', plural: true });
  });

  it('shortens long keywords for tight lines and titles', () => {
    const [robot] = themesFromKeywords(['robot reading a book in a library'], rng());
    expect(robot).toMatchObject({
      np: 'the robot reading a book in a library',
      shortNp: 'the robot',
      title: 'robot',
    });
  });

  it('sings a doing as it is and a state as being in it, never as a thing', () => {
    const np = (keyword: string) => themesFromKeywords([keyword], rng())[0];
    expect(np('leaving town')).toMatchObject({
      np: 'leaving town',
      shortNp: 'leaving town',
      kind: 'activity',
    });
    expect(np('falling in love')?.np).toBe('falling in love');
    expect(np('running wild')?.np).toBe('running wild');
    expect(np('lost at sea')).toMatchObject({
      np: 'being lost at sea',
      bare: 'lost at sea',
      title: 'lost at sea',
    });
    // A verb form before a being or a thing describes it.
    expect(np('sleeping cat')?.np).toBe('the sleeping cat');
    expect(np('wedding day')?.np).toBe('the wedding day');
    expect(np('broken heart')?.np).toBe('the broken heart');
  });

  it('lets lone adjectives describe the first noun, or a plural that suits them', () => {
    expect(themesFromKeywords(['happy', 'dragon'], rng())[0]?.np).toBe('the happy dragon');
    const [alone] = themesFromKeywords(['happy'], rng());
    expect(alone?.np).toMatch(/^happy (days|nights|hearts|dreams|times)$/);
    expect(alone?.plural).toBe(true);
  });
});

describe('themeWordsFromLyrics', () => {
  it('finds what earlier lyrics are about, nouns first, never fillers', () => {
    const lines = [
      'Oh, the ocean is calling me home',
      'Yeah, yeah, the ocean and the foam',
      'I keep dancing by the ocean tonight',
      'Dancing, dancing in the silver light',
    ];
    const words = themeWordsFromLyrics(lines);
    expect(words[0]).toBe('ocean');
    expect(words).not.toContain('yeah');
    expect(themeWordsFromLyrics([])).toEqual([]);
    expect(themeWordsFromLyrics(['oh oh oh', 'yeah'])).toEqual([]);
  });
});
