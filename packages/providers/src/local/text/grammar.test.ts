import { describe, expect, it } from 'vitest';
import { Grammar, GrammarError } from './grammar';
import { IMAGE_RULES } from './image-vocabulary';
import { createRng } from './rng';

/** The variables the image engine binds per idea (see image-ideas.ts). */
const IMAGE_VARS = [
  'subject',
  'setting',
  'style',
  'detail',
  'lens',
  'palette',
  'mood',
  'time',
  'weather',
  'lighting',
  'composition',
  'flavour',
  'motion',
  'tag',
  'short',
  'theShort',
  'adj',
  'hourAdj',
  'moodNoun',
  'timeWord',
  'weatherWord',
  'stylePrefix',
  'meets',
  'surrounds',
  'paletteWord',
  'styleWord',
  'n',
];

describe('Grammar', () => {
  it('expands nested rules with modifiers', () => {
    const g = new Grammar({ start: ['#animal.a.cap# sleeps.'], animal: ['owl'] });
    expect(g.expand('#start#', { rng: createRng(1) })).toBe('An owl sleeps.');
  });

  it('inserts variables literally, never as grammar', () => {
    const g = new Grammar({ start: ['I see #subject#.'], danger: ['BOOM'] });
    expect(g.expand('#start#', { rng: createRng(1), vars: { subject: '#danger#' } })).toBe('I see #danger#.');
  });

  it('follows the weights', () => {
    const g = new Grammar({
      pick: [
        ['rare', 1],
        ['common', 9],
      ],
    });
    const rng = createRng(42);
    const picks = Array.from({ length: 2000 }, () => g.choose('pick', rng));
    const common = picks.filter((p) => p === 'common').length / picks.length;
    expect(common).toBeGreaterThan(0.85);
    expect(common).toBeLessThan(0.95);
  });

  it('rejects unknown rules, unknown modifiers and runaway recursion', () => {
    const g = new Grammar({ loop: ['#loop#'], x: ['x'] });
    expect(() => g.expand('#nope#', { rng: createRng(1) })).toThrow(GrammarError);
    expect(() => g.expand('#x.shout#', { rng: createRng(1) })).toThrow(GrammarError);
    expect(() => g.expand('#loop#', { rng: createRng(1) })).toThrow(GrammarError);
  });

  it('the image vocabulary refers only to its own rules and the engine variables', () => {
    const known = new Set([...Object.keys(IMAGE_RULES), ...IMAGE_VARS]);
    for (const [name, alternatives] of Object.entries(IMAGE_RULES)) {
      for (const alt of alternatives) {
        const text = typeof alt === 'string' ? alt : alt[0];
        for (const ref of Grammar.references(text)) expect(known.has(ref), `#${ref}# in ${name}`).toBe(true);
      }
    }
  });
});
