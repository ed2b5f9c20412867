import { describe, expect, it } from 'vitest';
import { fitsEnding, fitsTheme, keywordCollocation, takesKind } from './lyric-collocations';
import { INNER_PLACES } from './lyric-places';
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
    const person = { text: 'me', cls: 'person' };
    expect(fitsTheme('#kw# #was# shining down on #end#', { kind: 'scene', traits: ['light'] }, person)).toBe(
      true,
    );
    expect(
      fitsTheme('#kw# #was# shining down on #end#', { kind: 'scene', traits: ['weather'] }, person),
    ).toBe(false);
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

  it('puts the subject only where its kind can be: a feeling in a heart, not on the tide', () => {
    const place = (text: string) => ({ text, cls: 'place' });
    const broken = { kind: 'abstract', traits: [] } as const;
    const leaving = { kind: 'activity', traits: [] } as const;
    const hometown = { kind: 'place', traits: [] } as const;
    const guitar = { kind: 'thing', traits: ['sound'] } as const;
    const heartbeat = { kind: 'scene', traits: ['sound'] } as const;
    expect(fitsTheme('I found #kw# #end#', broken, place('on the tide'))).toBe(false);
    expect(fitsTheme('I found #kw# #end#', broken, place('in the shade'))).toBe(false);
    expect(fitsTheme('I found #kw# #end#', broken, place('in your eyes'))).toBe(true);
    expect(fitsTheme('I remember #kw# #end#', leaving, place('in the trees'))).toBe(false);
    expect(fitsTheme('I remember #kw# #end#', hometown, place('at the gate'))).toBe(false);
    expect(
      fitsTheme('I remember #kw# #end#', { kind: 'place', traits: ['light'] }, place('in the car')),
    ).toBe(false);
    expect(fitsTheme('I found #kw# #end#', guitar, place('in the sand'))).toBe(true);
    expect(fitsTheme('#bare# #end#', heartbeat, place('in the dew'))).toBe(false);
    // The singer dances on the ground, not on the tide; a song plays on the radio.
    expect(fitsEnding('walking slowly #end#', place('on the tide'))).toBe(false);
    expect(fitsEnding('a little song was playing #end#', place('on the radio'))).toBe(true);
    expect(fitsEnding('I’ll keep you #end#', place('in the crowd'))).toBe(false);
    expect(fitsEnding('we come alive #end#', place('at the door'))).toBe(false);
  });

  it('lets the subject do only what it can: teach, burn, shine, be heard', () => {
    const verb = (text: string) => ({ text, cls: 'verb' });
    const winter = { kind: 'time', traits: [] } as const;
    const waves = { kind: 'scene', traits: ['sound', 'water', 'rises'] } as const;
    const brother = { kind: 'person', traits: [] } as const;
    const heart = { kind: 'abstract', traits: [] } as const;
    const storm = { kind: 'scene', traits: ['weather'] } as const;
    const lights = { kind: 'scene', traits: ['light'] } as const;
    const sun = { kind: 'scene', traits: ['light', 'rises'] } as const;
    expect(fitsTheme('#kw# taught me how to #end#', winter, verb('sail'))).toBe(false);
    expect(fitsTheme('#kw# taught me how to #end#', waves, verb('drive'))).toBe(false);
    expect(fitsTheme('#kw# taught me how to #end#', brother, verb('drive'))).toBe(true);
    expect(
      fitsTheme('with #kw# I learned to #end#', { kind: 'person', traits: ['animal'] }, verb('drive')),
    ).toBe(false);
    expect(
      fitsTheme('with #kw# I learned to #end#', { kind: 'thing', traits: ['grows'] }, verb('ride')),
    ).toBe(false);
    expect(fitsTheme('#kw# taught me how to #end#', heart, verb('heal'))).toBe(true);
    expect(fitsTheme('#kw# taught me how to #end#', heart, verb('drive'))).toBe(false);
    expect(fitsTheme('watching #kw# #end#', storm, verb('burn'))).toBe(false);
    expect(fitsTheme('watching #kw# #end#', lights, verb('shine'))).toBe(true);
    expect(fitsTheme('I never thought #kw# would #end#', heart, verb('fade'))).toBe(true);
    expect(fitsTheme('I heard #kw# #end#', sun, { text: 'in the trees', cls: 'place' })).toBe(false);
    expect(
      fitsTheme(
        'oh, #bare#, shine down on #end#',
        { kind: 'activity', traits: [] },
        { text: 'you', cls: 'person' },
      ),
    ).toBe(false);
    expect(fitsTheme('oh, #bare#, shine down on #end#', lights, { text: 'me', cls: 'person' })).toBe(true);
  });

  it('ends lines only on words their phrase takes', () => {
    const verb = (text: string) => ({ text, cls: 'verb' });
    expect(fitsEnding('we had nowhere else to #end#', verb('fly'))).toBe(false);
    expect(fitsEnding('we had nowhere else to #end#', verb('run'))).toBe(true);
    expect(fitsEnding('#bare#, I was born to #end#', verb('drive'))).toBe(false);
    expect(fitsEnding('#bare#, I was born to #end#', verb('catch fire'))).toBe(false);
    expect(fitsEnding('I found the strength to #end#', verb('sail'))).toBe(false);
    expect(fitsEnding('oh, #bare#, you made me #end#', verb('drive'))).toBe(false);
    expect(fitsEnding('I loved #kw# #end#', { text: 'like a child', cls: 'manner' })).toBe(false);
    expect(fitsEnding('oh, #bare#, we’re #end#', { text: 'new', cls: 'adj' })).toBe(false);
  });

  it('has no line whose "it" stands for nothing, and no hearts burning somewhere', () => {
    for (const { template } of ALL_TEMPLATES) {
      expect(template, template).not.toMatch(/\bthat it would\b|\blet it #end#|hearts? (?:are|is) burning/);
    }
  });
});
