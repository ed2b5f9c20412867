import { describe, expect, it } from 'vitest';
import { checkIdea } from './image-idea-checker';
import { generateImageIdeas, type ImageIdea } from './image-ideas';

// Whole answers take a while under a loaded test run; these check hundreds of ideas.
const SLOW = 120_000;

// Keywords that fix a time, a weather, a season or a place indoors, where an engine that adds its own
// would contradict them; subjects that are places, moments, rooms, small things and big ones.
const INPUTS = [
  'city at sunset',
  'owl, moonlight',
  'desert caravan at noon',
  'snowy village at christmas',
  'cozy kitchen',
  'lighthouse, storm',
  'summer picnic',
  'underwater city',
  'foggy harbour',
  'cat',
  'forest path, winter',
  'beach, summer, kids',
  'noon in the city',
  'canyon',
  'jazz club',
  'frosty morning',
  'medieval market',
  'cozy reading nook',
  'painter in a studio',
  'bear fishing in a river',
  'jellyfish',
  'rainbow over a valley',
];

const answers = (keywords: string, seeds = 6, count = 4): ImageIdea[] =>
  Array.from({ length: seeds }, (_, i) => generateImageIdeas({ keywords, seed: i + 1, count })).flat();

describe('generateImageIdeas: coherent scenes', () => {
  it(
    'emits only ideas the contradiction checker accepts',
    () => {
      for (const keywords of INPUTS) {
        for (let seed = 1; seed <= 4; seed++) {
          const ideas = generateImageIdeas({ keywords, seed });
          expect(ideas).toHaveLength(4);
          for (const idea of ideas) {
            const text = `${idea.name}. ${idea.description}`;
            expect(checkIdea(text, { given: keywords }), text).toEqual([]);
          }
        }
      }
    },
    SLOW,
  );

  it(
    'adds no time of day that argues with the keywords',
    () => {
      for (let seed = 1; seed <= 10; seed++) {
        for (const idea of generateImageIdeas({ keywords: 'owl, moonlight', seed })) {
          expect(idea.description).not.toMatch(/\b(noon|midday|sunset|dawn|golden-hour|sunlight|sunny)\b/i);
        }
      }
    },
    SLOW,
  );

  it(
    'opens the ideas of one answer with different words',
    () => {
      for (let seed = 1; seed <= 10; seed++) {
        const ideas = generateImageIdeas({ keywords: 'lighthouse keeper', seed });
        const openings = ideas.map((i) => i.description.split(' ')[0]?.toLowerCase().replace(/^an$/, 'a'));
        expect(new Set(openings).size, openings.join(', ')).toBeGreaterThanOrEqual(3);
      }
    },
    SLOW,
  );
});

describe('generateImageIdeas: keywords that set the scene', () => {
  it(
    'makes a season, a weather, an hour or a light the scene, never a second subject',
    () => {
      const cases: [string, RegExp, string][] = [
        ['lighthouse, storm', /\ba lighthouse in a storm\b/i, 'storm'],
        ['forest path, winter', /\bpath in winter\b/, 'winter'],
        ['owl, moonlight', /\ban owl in the moonlight\b/, 'moonlight'],
        ['beach, summer, kids', /\bin summer\b/, 'summer'],
        ['cherry blossoms, spring', /\bcherry blossoms in spring\b/i, 'spring'],
        ['mountain cabin, snow', /\bcabin in the snow\b/, 'snow'],
      ];
      const glued =
        /\b(?:with|beside|alongside|together with|and)\s+(?:a |an |the )?(?:storm|tempest|winter|moonlight|summer|spring|snow)\b/i;
      for (const [keywords, scene, condition] of cases) {
        for (const idea of answers(keywords)) {
          expect(idea.description, keywords).toMatch(scene);
          expect(idea.description, keywords).not.toMatch(glued);
          // The title names the subject, not the subject and its weather as two things ("Lighthouse and Storm").
          expect(idea.name, keywords).not.toMatch(new RegExp(`\\band ${condition}\\b`, 'i'));
        }
      }
    },
    SLOW,
  );

  it(
    'reads "noon in the city" as the city at noon',
    () => {
      for (const idea of answers('noon in the city')) {
        expect(idea.description).toMatch(/\bthe (?:city|metropolis) at noon\b/);
        expect(idea.description).not.toMatch(/\ba noon\b/i);
      }
      for (const idea of answers('morning in paris'))
        expect(idea.description).toMatch(/\bParis in the morning\b/);
    },
    SLOW,
  );
});

describe('generateImageIdeas: words', () => {
  it(
    'never swaps a word inside a compound or an idiom for a synonym',
    () => {
      const wrong =
        /\b(?:peak lake|locomotive (?:station|platform|window)|tea home|minuscule|metropolis park|hamlet festival|peak climber|rain (?:woodland|woods)|at ocean|woods path|woodland path|rock bridge|blossom market)\b/i;
      for (const keywords of [
        'mountain lake',
        'abandoned train station',
        'tea house in the mountains',
        'tiny house in the woods',
        'city park in summer',
        'village festival',
        'mountain climber',
        'rain forest',
        'thunderstorm at sea',
        'forest path',
        'stone bridge',
        'flower market',
      ])
        for (const idea of answers(keywords, 4))
          expect(`${idea.name}. ${idea.description}`, keywords).not.toMatch(wrong);
    },
    SLOW,
  );

  it(
    'names the subject in every title, never a style word before it',
    () => {
      const heads: [string, RegExp][] = [
        ['cozy reading nook', /Reading Nook/],
        ['grandmother baking bread', /Grandmother/],
        ['witch brewing a potion', /Witch/],
        ['train crossing a bridge', /Train/],
        ['hot air balloons at sunrise', /Hot Air Balloons/],
        ['ice skating on a frozen lake', /Ice Skating/],
      ];
      for (const [keywords, head] of heads)
        for (const idea of answers(keywords, 4)) {
          expect(idea.name, keywords).toMatch(head);
          expect(idea.name).not.toMatch(/^(?:Exposure|Render|Vista|Impression|Cinema|Stitch|Minimal|Glass) /);
        }
    },
    SLOW,
  );

  it(
    'puts articles and verbs right: "an elephant family", "ice skating", "cherry blossoms meet"',
    () => {
      for (const idea of answers('elephant family', 4))
        expect(idea.description).toMatch(/\ban elephant family\b/i);
      for (const idea of answers('ice skating on a frozen lake', 4))
        expect(idea.description).not.toMatch(/\ban ice skating\b/i);
      for (const keywords of [
        'hot air balloons at sunrise',
        'rice terraces',
        'fireflies in a meadow',
        'penguins',
      ])
        for (const idea of answers(keywords, 8)) {
          expect(idea.description).not.toMatch(
            /\b(?:balloons|terraces|fireflies|penguins)(?: [a-z ]+)? meets\b/,
          );
          expect(idea.description).not.toMatch(/\bsecrets half hidden in the shadows surrounds\b/i);
        }
    },
    SLOW,
  );

  it(
    'says a flavour tag only when the keywords do not already say it',
    () => {
      for (let seed = 1; seed <= 4; seed++)
        for (const idea of generateImageIdeas({ keywords: 'steampunk airship', tags: ['steampunk'], seed }))
          expect(idea.description.match(/steampunk/gi)?.length, idea.description).toBe(1);
    },
    SLOW,
  );
});
