import { describe, expect, it } from 'vitest';
import { Grammar } from './grammar';
import {
  CHORUS_LINES,
  ENDINGS,
  HOOK_LINES,
  POOL_CLASSES,
  SHORT_LINES,
  VERSE_LINES,
  type EndClass,
} from './lyric-vocabulary';
import { endingGroups, keywordEnding, pickRhymes, type PoolFilter } from './rhyme-pool';
import { rhymes } from './rhymes';
import { createRng } from './rng';

const VARS = new Set(['end', 'kw', 'bare', 'was']);
const TEMPLATE_SETS = { VERSE_LINES, CHORUS_LINES, HOOK_LINES, SHORT_LINES };
const anyTone: PoolFilter = { tone: 'any', avoidWords: new Set() };

describe('lyric vocabulary', () => {
  it('has templates that end on the ending and refer only to the writer’s variables', () => {
    for (const [setName, set] of Object.entries(TEMPLATE_SETS)) {
      for (const [cls, templates] of Object.entries(set) as [EndClass, readonly string[]][]) {
        expect(templates.length, `${setName}.${cls}`).toBeGreaterThan(0);
        for (const template of templates) {
          expect(template, `${setName}.${cls}`).toMatch(/#end#$/);
          for (const ref of Grammar.references(template))
            expect(VARS.has(ref), `#${ref}# in ${template}`).toBe(true);
        }
      }
    }
  });

  it('gives every verse class a template that holds the keyword, and every hook the keyword', () => {
    for (const cls of POOL_CLASSES) {
      expect(
        VERSE_LINES[cls].some((t) => t.includes('#kw#') || t.includes('#bare#')),
        cls,
      ).toBe(true);
      for (const hook of HOOK_LINES[cls]) expect(hook, cls).toMatch(/#kw#|#bare#/);
    }
  });

  it('has no ending twice in a class', () => {
    for (const cls of POOL_CLASSES) expect(new Set(ENDINGS[cls]).size, cls).toBe(ENDINGS[cls].length);
  });
});

describe('rhyme pool', () => {
  it('groups endings whose last words rhyme by the dictionary', () => {
    const groups = endingGroups();
    expect(groups.size).toBeGreaterThan(60);
    const withPairs = [...groups.values()].filter((list) => new Set(list.map((e) => e.word)).size >= 2);
    expect(withPairs.length).toBeGreaterThan(50);
    for (const list of groups.values()) {
      for (const a of list)
        for (const b of list)
          if (a.word !== b.word && !b.word.endsWith(a.word) && !a.word.endsWith(b.word))
            expect(rhymes(a.word, b.word), `${a.text} / ${b.text}`).toBe(true);
    }
  });

  it('picks rhyming endings with different words, on fresh sounds while any is left', () => {
    const rng = createRng(3);
    const used = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const picked = pickRhymes(2, rng, anyTone, used);
      expect(picked).not.toBeNull();
      const [a, b] = picked!;
      expect(rhymes(a!.word, b!.word), `${a!.text} / ${b!.text}`).toBe(true);
    }
    expect(used.size).toBe(30);
    const three = pickRhymes(3, createRng(1), anyTone, new Set())!;
    expect(new Set(three.map((e) => e.word)).size).toBe(3);
  });

  it('leaves out avoided words and words of the other tone', () => {
    const rng = createRng(9);
    const filter: PoolFilter = { tone: 'bright', avoidWords: new Set(['night', 'light']) };
    for (let i = 0; i < 40; i++) {
      for (const e of pickRhymes(2, rng, filter, new Set()) ?? []) {
        expect(['night', 'light', 'dark', 'cold', 'cry']).not.toContain(e.word);
      }
    }
  });

  it('rhymes on the keyword itself when the dictionary knows it', () => {
    const rain = keywordEnding('the summer rain')!;
    expect(rain).toMatchObject({ cls: 'keyword', word: 'rain' });
    const group = pickRhymes(2, createRng(2), anyTone, new Set(), rain)!;
    expect(group[0]).toBe(rain);
    expect(rhymes('rain', group[1]!.word)).toBe(true);
    expect(keywordEnding('zzqxv')).toBeNull();
  });
});
