import { describe, expect, it } from 'vitest';
import { checkIdea } from './image-idea-checker';
import { generateImageIdeas } from './image-ideas';

// Keywords that fix a time, a weather, a season or a place indoors, where an engine that adds its own
// would contradict them.
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
];

describe('generateImageIdeas: coherent scenes', () => {
  it('emits only ideas the contradiction checker accepts', () => {
    for (const keywords of INPUTS) {
      for (let seed = 1; seed <= 6; seed++) {
        const ideas = generateImageIdeas({ keywords, seed, count: 6 });
        expect(ideas).toHaveLength(6);
        for (const idea of ideas) {
          const text = `${idea.name}. ${idea.description}`;
          expect(checkIdea(text, { given: keywords }), text).toEqual([]);
        }
      }
    }
  });

  it('adds no time of day that argues with the keywords', () => {
    for (let seed = 1; seed <= 10; seed++) {
      for (const idea of generateImageIdeas({ keywords: 'owl, moonlight', seed })) {
        expect(idea.description).not.toMatch(/\b(noon|midday|sunset|dawn|golden-hour|sunlight|sunny)\b/i);
      }
    }
  });

  it('opens the ideas of one answer with different words', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const ideas = generateImageIdeas({ keywords: 'lighthouse keeper', seed });
      const openings = ideas.map((i) => i.description.split(' ')[0]?.toLowerCase().replace(/^an$/, 'a'));
      expect(new Set(openings).size, openings.join(', ')).toBeGreaterThanOrEqual(3);
    }
  });
});
