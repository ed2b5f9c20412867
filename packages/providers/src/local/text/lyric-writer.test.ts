import { describe, expect, it } from 'vitest';
import { themesFromKeywords } from './lyric-theme';
import { createLyricContext, normalizeLine, writeChorus, writeVerse } from './lyric-writer';
import { endingGroups } from './rhyme-pool';
import { countSyllables } from './meter';
import { lastWord, rhymes } from './rhymes';
import { createRng } from './rng';

function context(seed: number, keywords: string[], target = 8) {
  const rng = createRng(seed);
  return createLyricContext({ rng, themes: themesFromKeywords(keywords, rng), target, tone: 'any' });
}

describe('lyric writer', () => {
  it('aims every line at the target meter', () => {
    for (const target of [4, 6, 8, 10, 13, 16]) {
      for (let seed = 1; seed <= 8; seed++) {
        const ctx = context(seed, ['lighthouse'], target);
        for (const line of [...writeVerse(ctx), ...writeChorus(ctx)]) {
          expect(Math.abs(countSyllables(line) - target), `${target}: ${line}`).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it('never ends a line on the theme’s own words unless on the keyword itself', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const ctx = context(seed, ['summer rain']);
      for (const line of writeVerse(ctx)) {
        if (lastWord(line) === 'rain') expect(line).toMatch(/summer rain$/);
        expect(line).not.toMatch(/\b(in|into) the rain$/);
      }
    }
  });

  it('writes even when the earlier lyrics have used up every ending', () => {
    const everyLine = [...endingGroups().values()].flat().map((e) => `we sang ${e.text}`);
    const rng = createRng(5);
    const ctx = createLyricContext({
      rng,
      themes: themesFromKeywords(['ocean'], rng),
      target: 8,
      tone: 'dark',
      earlierLines: everyLine,
    });
    const verse = writeVerse(ctx);
    expect(verse).toHaveLength(4);
    expect(
      rhymes(lastWord(verse[0]!), lastWord(verse[1]!)) || rhymes(lastWord(verse[0]!), lastWord(verse[2]!)),
    ).toBe(true);
    for (const line of [...verse, ...writeChorus(ctx)])
      expect(everyLine.map(normalizeLine)).not.toContain(normalizeLine(line));
  });

  it('writes no line shorter than four words, in any meter', () => {
    for (const target of [4, 6, 8, 12]) {
      for (let seed = 1; seed <= 8; seed++) {
        const ctx = context(seed, ['city lights'], target);
        for (const line of [...writeVerse(ctx), ...writeChorus(ctx)])
          expect(line.split(/\s+/).length, `${target}: ${line}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('normalises lines for comparison', () => {
    expect(normalizeLine('Oh, the RAIN!  ')).toBe('oh the rain');
  });
});
