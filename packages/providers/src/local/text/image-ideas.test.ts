import { describe, expect, it, vi } from 'vitest';
import { NoKeywordsError, generateImageIdeas, type ImageIdea } from '../../index';
import { isFeelingKeyword } from './image-feeling-keyword';
import { IMAGE_RULES, PALETTES, STYLES, SYNONYMS } from './image-vocabulary';
import { createRng } from './rng';
import { SMALL_WORDS, indefiniteArticle, jaccard, wordSet } from './text-utils';

const INPUTS = [
  'cat, hat',
  'sunset over the sea',
  'red fox, snow, moon',
  'robot reading a book in a library',
  'Paris, Eiffel Tower, rain',
  'happy, dragon',
  'lighthouse',
  'old man fishing on a frozen lake; northern lights',
  'two cats and a dog, garden, summer',
  'astronaut, jellyfish, coral reef, submarine',
  'Kyoto temple, cherry blossoms',
  'a bowl of ramen',
];
// Each test writes hundreds of ideas; a loaded test run must not time them out.
vi.setConfig({ testTimeout: 120_000 });

const SEEDS = Array.from({ length: 15 }, (_, i) => i * 7919 + 1);
const STOP = new Set(['a', 'an', 'the', 'of', 'on', 'in', 'over', 'and', 'two', 'with']);

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];

/** Each content word of the keyword, or one of its synonyms, is in the description. */
function mentions(description: string, keyword: string): boolean {
  const text = ` ${wordsOf(description).join(' ')} `;
  return wordsOf(keyword)
    .filter((w) => !STOP.has(w))
    .every((w) => [w, ...(SYNONYMS[w] ?? [])].some((form) => text.includes(` ${form.toLowerCase()} `)));
}

function everyAnswer(check: (ideas: ImageIdea[], keywords: string) => void): void {
  for (const keywords of INPUTS)
    for (const seed of SEEDS) check(generateImageIdeas({ keywords, seed }), keywords);
}

describe('generateImageIdeas', () => {
  it('gives the same ideas for the same input and seed', () => {
    const input = { keywords: 'red fox, snow, moon', tags: ['cozy'], seed: 99 };
    expect(generateImageIdeas(input)).toEqual(generateImageIdeas(input));
  });

  it('always answers: a style before its subject, a picture’s purpose and "something calm with …"', () => {
    const asks: [string, string[]][] = [
      ['synthwave sunset with palm trees and a delorean', ['neon']],
      ['oil painting of a ship', []],
      ['jazz trio in a smoky basement club 1950s', ['vintage', 'monochrome']],
      ['wallpaper for my phone, something calm with mountains and a lake', []],
    ];
    for (const [keywords, tags] of asks)
      for (const seed of [1, 2, 3, 24, 87]) {
        const ideas = generateImageIdeas({ keywords, tags, count: 4, seed });
        expect(ideas.length, `${keywords} (${seed})`).toBe(4);
        expect(new Set(ideas.map((i) => i.name.toLowerCase())).size).toBe(4);
        for (const idea of ideas) {
          expect(idea.description).not.toMatch(/synthwave \w+ of a synthwave|of a painting of|a calm with/i);
          expect(idea.description).not.toMatch(/\bwallpaper\b/i);
        }
      }
    // A style word that is also the subject's own stays in the subject.
    for (const [keywords, kept] of [
      ['kids treehouse', /kids/i],
      ['fantasy map of an island kingdom', /fantasy map/i],
      ['logo idea for my bakery', /logo/i],
    ] as const)
      for (const idea of generateImageIdeas({ keywords, count: 2, seed: 4 }))
        expect(idea.description, keywords).toMatch(kept);
  });

  it('gives other ideas for another seed', () => {
    const answers = SEEDS.map((seed) => JSON.stringify(generateImageIdeas({ keywords: 'cat, hat', seed })));
    expect(new Set(answers).size).toBe(SEEDS.length);
    const a = generateImageIdeas({ keywords: 'cat, hat', seed: 1 });
    const b = generateImageIdeas({ keywords: 'cat, hat', seed: 2 });
    a.forEach((idea, i) => expect(idea.description).not.toBe(b[i]?.description));
  });

  it('is random without a seed', () => {
    const a = JSON.stringify(generateImageIdeas({ keywords: 'owl' }));
    const b = JSON.stringify(generateImageIdeas({ keywords: 'owl' }));
    expect(a).not.toBe(b);
  });

  it('mentions every keyword (or a synonym) in every description', () => {
    everyAnswer((ideas, keywords) => {
      for (const idea of ideas) {
        // A feeling typed alone ("happy") is the idea's mood, said in the mood's own words.
        for (const keyword of keywords.split(/[,;]/).filter((k) => !isFeelingKeyword(k))) {
          expect(mentions(idea.description, keyword), `"${keyword}" in "${idea.description}"`).toBe(true);
        }
      }
    });
  });

  it('keeps a multi-word keyword together as one phrase', () => {
    for (const seed of SEEDS) {
      for (const idea of generateImageIdeas({ keywords: 'Eiffel Tower, hot air balloon', seed })) {
        expect(idea.description).toContain('Eiffel Tower');
        expect(idea.description).toMatch(/hot air balloon/);
      }
    }
  });

  it('makes the ideas of one answer differ: titles, openings, styles and wording', () => {
    everyAnswer((ideas) => {
      expect(new Set(ideas.map((i) => i.name.toLowerCase())).size).toBe(ideas.length);
      expect(new Set(ideas.map((i) => i.tags[0])).size).toBe(ideas.length);
      expect(new Set(ideas.map((i) => wordsOf(i.description).slice(0, 3).join(' '))).size).toBe(ideas.length);
      for (let i = 0; i < ideas.length; i++) {
        for (let j = i + 1; j < ideas.length; j++) {
          const similarity = jaccard(wordSet(ideas[i]!.description), wordSet(ideas[j]!.description));
          expect(similarity, `${ideas[i]!.description}\n${ideas[j]!.description}`).toBeLessThan(0.6);
        }
      }
    });
  });

  it('does not open every idea the same way ("A beautiful X")', () => {
    const openings = new Set<string>();
    for (const seed of SEEDS) {
      for (const idea of generateImageIdeas({ keywords: 'cat', seed, count: 8 })) {
        openings.add(
          wordsOf(idea.description.replace(/cat|feline|house cat/gi, 'X'))
            .slice(0, 2)
            .join(' '),
        );
      }
    }
    expect(openings.size).toBeGreaterThan(20);
  });

  it('lets a style tag steer every idea', () => {
    for (const [tag, word] of [
      ['watercolor', 'watercolor'],
      ['Watercolour', 'watercolor'],
      ['pixel art', 'pixel art'],
      ['oil painting', 'oil painting'],
      ['anime', 'anime'],
      ['stained glass', 'stained glass'],
    ] as const) {
      for (const seed of SEEDS.slice(0, 5)) {
        for (const idea of generateImageIdeas({ keywords: 'lighthouse, storm', tags: [tag], seed })) {
          expect(idea.description.toLowerCase()).toContain(word);
          expect(idea.tags).toContain(word);
        }
      }
    }
  });

  it('lets a family tag pick among its styles, and mood and palette tags steer those', () => {
    const photoIds = STYLES.filter((s) => s.family === 'photo').map((s) => s.id);
    const photo = generateImageIdeas({ keywords: 'old car', tags: ['photo'], seed: 5, count: 5 });
    for (const idea of photo) expect(photoIds).toContain(idea.tags[0]);
    expect(new Set(photo.map((i) => i.tags[0])).size).toBeGreaterThan(1);

    const pastel = PALETTES.find((p) => p.tag === 'pastel')!;
    for (const idea of generateImageIdeas({ keywords: 'bakery', tags: ['pastel', 'cozy'], seed: 3 })) {
      expect(idea.tags).toEqual(expect.arrayContaining(['pastel', 'cozy']));
      expect(pastel.phrases.some((p) => idea.description.toLowerCase().includes(p.toLowerCase()))).toBe(true);
    }
  });

  it('folds an unknown tag in as flavour', () => {
    for (const idea of generateImageIdeas({ keywords: 'airship', tags: ['steampunk'], seed: 8 })) {
      expect(idea.description.toLowerCase()).toContain('steampunk');
      expect(idea.tags).toContain('steampunk');
    }
  });

  it('writes ideas from tags alone', () => {
    const ideas = generateImageIdeas({ keywords: '', tags: ['watercolor'], seed: 1 });
    expect(ideas).toHaveLength(4);
    for (const idea of ideas) expect(idea.description).toContain('watercolor');
    const flavour = generateImageIdeas({ keywords: ' ', tags: ['steampunk airship'], seed: 1 });
    for (const idea of flavour) expect(idea.description).toContain('steampunk airship');
  });

  it('adds camera motion for video ideas', () => {
    const ideas = generateImageIdeas({ keywords: 'waterfall', isVideo: true, seed: 4 });
    for (const idea of ideas) {
      expect(idea.description).toMatch(/dolly|drone|tracking|pan\b|orbiting|crane|slow-motion|time-lapse/);
    }
  });

  it('keeps names, descriptions and tags within bounds', () => {
    everyAnswer((ideas) => {
      expect(ideas).toHaveLength(4);
      for (const idea of ideas) checkShape(idea);
    });
  });

  it('honours count: default 4, at most 8, at least 1', () => {
    expect(generateImageIdeas({ keywords: 'cat', seed: 1, count: 8 })).toHaveLength(8);
    expect(generateImageIdeas({ keywords: 'cat', seed: 1, count: 50 })).toHaveLength(8);
    expect(generateImageIdeas({ keywords: 'cat', seed: 1, count: 2 })).toHaveLength(2);
    expect(generateImageIdeas({ keywords: 'cat', seed: 1, count: 0 })).toHaveLength(1);
    expect(generateImageIdeas({ keywords: 'cat', seed: 1, count: Number.NaN })).toHaveLength(4);
  });

  it('throws NoKeywordsError when there are no keywords and no tags', () => {
    for (const keywords of ['', '   ', ' , ;; | ', '!!!', '🙂']) {
      expect(() => generateImageIdeas({ keywords })).toThrow(NoKeywordsError);
      expect(() => generateImageIdeas({ keywords, tags: ['  ', ''] })).toThrow(NoKeywordsError);
    }
  });

  it('caps keywords at 500 characters and still writes good ideas', () => {
    const long = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    for (const idea of generateImageIdeas({ keywords: long, seed: 1 })) checkShape(idea);
    const many = Array.from({ length: 80 }, (_, i) => `thing ${i}`).join(', ');
    for (const idea of generateImageIdeas({ keywords: many, seed: 2 })) checkShape(idea);
  });

  it('never throws or leaks template debris on 200 random inputs', () => {
    const rng = createRng(2024);
    const pool = [
      'cat',
      'dragon',
      'sunset over the sea',
      'a',
      'the',
      'Tokyo',
      'neon',
      'ÉCOLE',
      'niño',
      '東京',
      'кот',
      '42',
      '3.14',
      'rock & roll',
      "o'clock",
      'x-ray',
      'undefined',
      'null',
      '#core#',
      '[object]',
      '  ',
      '\n',
      '\t',
      ',',
      ';',
      '|',
      '...',
      '!!',
      '(',
      ')',
      '"',
      'mañana',
      'café',
      'jalapeño',
      '🙂',
      'cats',
      'moon',
      'happy',
      'red',
      'rain',
      'dancing',
      'Mount Everest',
      'very very long keyword phrase with many words in it',
    ];
    const tagPool = ['watercolor', 'photo', 'cozy', 'pastel', 'steampunk', 'anime', 'dark', '', '  ', 'x'];
    for (let n = 0; n < 200; n++) {
      const keywords = Array.from({ length: 1 + rng.int(12) }, () => rng.pick(pool)).join(
        rng.pick([' ', ', ', ',', ';']),
      );
      const tags = Array.from({ length: rng.int(4) }, () => rng.pick(tagPool));
      const input = {
        keywords: `${keywords} ${n}`,
        tags,
        seed: n,
        count: 1 + rng.int(8),
        isVideo: rng.chance(0.3),
      };
      const ideas = generateImageIdeas(input);
      expect(ideas.length).toBe(input.count);
      for (const idea of ideas) {
        checkShape(idea);
        const all = `${idea.name} ${idea.description} ${idea.tags.join(' ')}`;
        expect(all).not.toMatch(/\[object|NaN| {2}| ,|,,|\.\.|#\w+#/);
        // "undefined" is allowed only where the user typed it.
        if (!input.keywords.includes('undefined')) expect(all).not.toContain('undefined');
      }
    }
  });
});

function checkShape(idea: ImageIdea): void {
  const nameWords = idea.name.split(' ');
  expect(nameWords.length, idea.name).toBeGreaterThanOrEqual(2);
  expect(nameWords.length, idea.name).toBeLessThanOrEqual(6);
  nameWords.forEach((w, i) => {
    if (i > 0 && SMALL_WORDS.has(w)) return;
    expect(w.charAt(0), idea.name).toBe(w.charAt(0).toUpperCase());
  });
  const count = idea.description.split(' ').length;
  expect(count, idea.description).toBeGreaterThanOrEqual(15);
  expect(count, idea.description).toBeLessThanOrEqual(60);
  expect(idea.description).toMatch(/^[^a-z].*\.$/u);
  expect(idea.tags.length).toBeGreaterThanOrEqual(2);
  expect(idea.tags.length).toBeLessThanOrEqual(5);
}

describe('a subject that is a place of its own', () => {
  it('takes no setting and no detail of another place (no city lights on a waterfall)', () => {
    for (const keywords of [
      'waterfall',
      'whale under the ice',
      'haunted forest',
      'ancient temple in the jungle',
    ])
      for (let seed = 0; seed < 6; seed++)
        for (const idea of generateImageIdeas({ keywords, seed })) {
          expect(idea.description, keywords).not.toMatch(/wet pavement|neon signs|city street|cozy kitchen/i);
        }
  });
});

describe('articles in the look phrases', () => {
  // "a #focal# lens" once read "a 85mm lens": a rule that puts "a" before a reference must expand to words
  // that take "a", or use the `.a` modifier.
  it('writes "a" only before references whose words take "a"', () => {
    const wrong: string[] = [];
    for (const alternatives of Object.values(IMAGE_RULES))
      for (const alternative of alternatives) {
        const text = typeof alternative === 'string' ? alternative : alternative[0];
        for (const [, name = ''] of text.matchAll(/\ba #(\w+)#/g))
          for (const expansion of IMAGE_RULES[name] ?? []) {
            const word = typeof expansion === 'string' ? expansion : expansion[0];
            if (!word.startsWith('#') && indefiniteArticle(word) === 'an') wrong.push(`${text} → ${word}`);
          }
      }
    expect(wrong).toEqual([]);
  });
});
