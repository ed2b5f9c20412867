import { describe, expect, it } from 'vitest';
import { fitsEnding, INNER_PLACES, keywordCollocation, takesKind } from './lyric-collocations';
import { THEME_KINDS } from './lyric-kinds';
import {
  CHORUS_LINES,
  ENDINGS,
  HOOK_LINES,
  POOL_CLASSES,
  SHORT_LINES,
  VERSE_LINES,
  type EndClass,
} from './lyric-vocabulary';

const ALL_TEMPLATES = [VERSE_LINES, CHORUS_LINES, HOOK_LINES, SHORT_LINES].flatMap((set) =>
  (Object.entries(set) as [EndClass, readonly string[]][]).flatMap(([cls, list]) =>
    list.map((template) => ({ cls, template })),
  ),
);

describe('lyric collocations', () => {
  it('gives every template that holds the keyword a verb or a saying from the lists', () => {
    for (const { template } of ALL_TEMPLATES) {
      expect(keywordCollocation(template), template).not.toBeNull();
      // A line that ends on the keyword holds it where the ending stands.
      if ([...VERSE_LINES.keyword, ...CHORUS_LINES.keyword, ...SHORT_LINES.keyword].includes(template))
        expect(keywordCollocation(template.replace(/#end#$/, '#kw#')), template).not.toBeNull();
    }
  });

  it('carries only things, and takes back to places and times', () => {
    expect(THEME_KINDS.filter((k) => takesKind('I carried #kw# #end#', k))).toEqual(['thing']);
    expect(THEME_KINDS.filter((k) => takesKind('take me back to #kw#', k))).toEqual(['place', 'time']);
    expect(takesKind('#kw# #was# shining down on #end#', 'scene')).toBe(true);
    expect(takesKind('#kw# #was# shining down on #end#', 'place')).toBe(false);
    // Called by name, anything may be sung to.
    expect(THEME_KINDS.every((k) => takesKind('#bare#, take me #end#', k))).toBe(true);
  });

  it('keeps inner places to lines about the heart or mind', () => {
    const place = (text: string) => ({ text, cls: 'place' });
    expect(fitsEnding('we were dancing #end#', place('in my hand'))).toBe(false);
    expect(fitsEnding('we were dancing #end#', place('by the sea'))).toBe(true);
    expect(fitsEnding('I carried #kw# #end#', place('in my heart'))).toBe(true);
    expect(fitsEnding('your laughter echoed #end#', place('in my head'))).toBe(true);
    // A path needs someone moving along it.
    expect(fitsEnding('#kw# #was# waiting #end#', place('down the lane'))).toBe(false);
    expect(fitsEnding('walking slowly #end#', place('down the lane'))).toBe(true);
    for (const inner of INNER_PLACES) expect(ENDINGS.place, inner).toContain(inner);
  });

  it('pairs verbs and adjectives with the words that take them', () => {
    const verb = (text: string) => ({ text, cls: 'verb' });
    const adj = (text: string) => ({ text, cls: 'adj' });
    expect(fitsEnding('I never thought that it would #end#', verb('fade'))).toBe(true);
    expect(fitsEnding('I never thought that it would #end#', verb('ride'))).toBe(false);
    expect(fitsEnding('we had nowhere else to #end#', verb('climb'))).toBe(false);
    expect(fitsEnding('the morning came up #end#', adj('golden'))).toBe(true);
    expect(fitsEnding('the morning came up #end#', adj('understood'))).toBe(false);
    expect(fitsEnding('I loved #kw# #end#', { text: 'like a bird', cls: 'manner' })).toBe(false);
    expect(fitsEnding('we were dancing #end#', { text: 'side by side', cls: 'manner' })).toBe(true);
    // The keyword as the ending is always a noun phrase where one fits.
    expect(fitsEnding('hold on to #end#', { text: 'the old guitar', cls: 'keyword' })).toBe(true);
  });

  it('leaves no ending of the pool without a verse line and a chorus line to end', () => {
    for (const cls of POOL_CLASSES) {
      for (const text of ENDINGS[cls]) {
        const fits = (list: readonly string[]) => list.some((t) => fitsEnding(t, { text, cls }));
        expect(fits(VERSE_LINES[cls]) || fits(SHORT_LINES[cls]), `verse ${cls}: ${text}`).toBe(true);
        if (!INNER_PLACES.has(text) && cls !== 'manner')
          expect(fits(CHORUS_LINES[cls]) || fits(HOOK_LINES[cls]), `chorus ${cls}: ${text}`).toBe(true);
      }
    }
  });
});
