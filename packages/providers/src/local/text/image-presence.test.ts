// The kinds of fault a blind reader found in the sixth set, each as a fresh example: the checker flags the
// contradictions, and the helpers that tell a keyword as a subject mend the nonsense.
import { describe, expect, it } from 'vitest';
import { withClockColons } from './image-clock-time';
import { checkIdea } from './image-idea-checker';
import { generateImageIdeas } from './image-ideas';
import { summariseKeyword } from './image-long-keyword';
import { withNameArticle } from './image-subject-name';
import { titleSubjectOf } from './image-title-subject';
import { createRng } from './rng';
import { subjectParts } from './subject';

const kinds = (text: string, given: string) => checkIdea(text, { given }).map((p) => p.kind);

describe('checkIdea: presence (sixth reading)', () => {
  it.each([
    // Earth's air, weather and hour around things in space.
    [
      'A comet tail near Jupiter, volumetric god rays cutting through the air.',
      'jupiter with a comet',
      'place',
    ],
    ['A supernova in light rain.', 'supernova', 'place'],
    ['An astronaut repairing a satellite, at golden hour.', 'astronaut repairing a satellite', 'place'],
    ['A cosmonaut on a spacewalk, seen looking up from the ground.', 'cosmonaut on a spacewalk', 'camera'],
    // A light that cannot be there.
    ['An anglerfish in deep dark water, at golden hour.', 'anglerfish in deep dark water', 'place'],
    ['A squid, lit by volumetric god rays cutting through the air.', 'squid', 'place'],
    ['A moose in a meadow, in vivid neon pink and cyan.', 'moose in a meadow', 'light'],
    ['Lit by moody chiaroscuro, a dew-bright daisy, as a macro photograph.', 'daisy', 'light'],
    // A mood against the keyword.
    ['A fox in a birch forest. A snug, inviting feeling.', 'fox in a birch forest', 'mood'],
    ['A portrait of rage, the peace of a held breath.', 'rage', 'mood'],
    ['A child afraid of the dark, a warm wash of nostalgia.', 'child afraid of the dark', 'mood'],
    ['A mourning widow at a funeral, a wink of gentle humour.', 'mourning widow at a funeral', 'mood'],
    ['A cavalry battle, a serene, meditative quiet.', 'cavalry battle', 'mood'],
    // A view that cannot show the subject.
    ['A wolf on a ridge, a top-down view like a map.', 'wolf on a ridge', 'camera'],
    ['A glacier valley, from behind a curious onlooker.', 'glacier valley', 'camera'],
    ['A heron over a rice field, seen through a rain-streaked window.', 'heron over a rice field', 'place'],
    // Frost in spring.
    ['Tulips in spring, in glittering frost.', 'tulips in spring', 'season'],
  ])('flags %s', (text, given, kind) => {
    expect(kinds(text, given)).toContain(kind);
  });

  it('reads a style keyword as no subject: a storm typed with "cinematic" still has no close-up', () => {
    expect(
      kinds(
        'An intimate close-up filling the frame: a tornado over farmland.',
        'tornado over farmland, cinematic',
      ),
    ).toContain('camera');
  });

  it('hears 5 am as dawn: no blue hour beside it', () => {
    expect(kinds('A fisherman at 5am, in the blue hour.', 'fisherman at 5am')).toContain('time');
  });

  it('accepts a cozy pet by a fireplace and a neon street at night', () => {
    expect(kinds('A sleepy kitten on a sofa. A snug, inviting feeling.', 'sleepy kitten on a sofa')).toEqual(
      [],
    );
    expect(
      kinds('A busy city street at night, in vivid neon pink and cyan.', 'city street at night'),
    ).toEqual([]);
  });
});

describe('telling keywords as a subject', () => {
  it('writes a clock time with its colon', () => {
    expect(withClockColons('ferry dock at 645pm')).toBe('ferry dock at 6:45 pm');
    expect(withClockColons('1015 a.m. tea')).toBe('10:15 am tea');
    expect(withClockColons('route 66')).toBe('route 66');
  });

  it('tells a long, rambling keyword as its subject phrase', () => {
    expect(
      summariseKeyword(
        'ok so i want something like a really tiny fox curled up in the snow and its kind of cold but maybe some stars above',
      ),
    ).toBe('a tiny fox curled up in the snow');
    expect(
      summariseKeyword(
        'my cat is a ginger tabby named pumpkin and she loves the garden so maybe her chasing a butterfly near the roses',
      ),
    ).toBe('a ginger tabby named Pumpkin chasing a butterfly near the roses');
    expect(summariseKeyword('a fox in the snow')).toBe('a fox in the snow');
  });

  it('gives a place name before a common noun its article, and a feeling phrase "the"', () => {
    expect(withNameArticle('Lisbon tram at dusk')).toBe('a Lisbon tram at dusk');
    expect(withNameArticle('Eiffel Tower at night')).toBe('Eiffel Tower at night');
    expect(withNameArticle('joy after a long winter')).toBe('the joy after a long winter');
  });

  it('names the head of the subject in a title, not a fragment of the keyword', () => {
    const title = (keyword: string) => titleSubjectOf(subjectParts([keyword]), createRng(3), 'x');
    expect(title('lanterns drifting down a canal')).toBe('lanterns');
    expect(title('castle hidden in the clouds')).toBe('castle');
    expect(title('bowl of ramen on a counter')).toBe('bowl of ramen');
    expect(title('cozy reading nook')).toBe('cozy reading nook');
    expect(title('casa blanca en la playa')).toBe('casa blanca');
  });

  it('makes colours typed alone the palette over a stock subject, never "a red and green"', () => {
    const ideas = generateImageIdeas({ keywords: 'red and green', seed: 5 });
    expect(ideas).toHaveLength(4);
    for (const idea of ideas) expect(idea.description).not.toMatch(/\ban? red and green\b/i);
    expect(ideas.some((i) => /red and green/i.test(i.description))).toBe(true);
  });
});
