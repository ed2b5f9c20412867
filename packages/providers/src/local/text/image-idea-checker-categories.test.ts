// The contradiction checker, category by category: the kinds of contradiction two readers found in the
// engine's samples, each written as a fresh example rather than the quoted one.
import { describe, expect, it } from 'vitest';
import { checkIdea } from './image-idea-checker';

const kinds = (text: string, given?: string) => checkIdea(text, { given }).map((p) => p.kind);

describe('checkIdea: light against the hour, the sky and the place', () => {
  it.each([
    ['A sun-flecked impressionist study of an owl at midnight.', 'time'],
    ['A giraffe at sunset, lit by glowing motes of light in the dark.', 'time'],
    ['A samurai in light rain. Shafts of light through drifting dust.', 'weather'],
    ['A barn in a blizzard, shafts of light through drifting dust.', 'weather'],
    ['A cottage garden in a gusting wind, lit by gentle candlelight.', 'light'],
    ['A cat in a cozy kitchen, lit by neon reflections on wet pavement.', 'place'],
    ['A specter in a mansion. Neon reflections on wet pavement.', 'place'],
    ['A meadow wrapped in morning fog, a single hard light and crisp shadows.', 'light'],
  ])('rejects %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('rejects a light that needs the dark over a rainbow, which needs the sun', () => {
    expect(
      kinds('A rainbow over a valley. Glowing motes of light in the dark.', 'rainbow over a valley'),
    ).toContain('time');
  });
});

describe('checkIdea: palettes', () => {
  it.each([
    ['A vineyard lit by amber lantern light, in stark black and white.', 'colour'],
    ['Mountain Cabin in Indigo. A mountain cabin in ruby, emerald and antique gold.', 'colour'],
    ['Faded Glacier. A glacier in a riot of vivid colour.', 'colour'],
    ['A parrot in faded sepia with a touch of rose. Vibrating complementary colours side by side.', 'colour'],
    ['A subway car in icy blues and silver, a warm, cozy intimacy.', 'colour'],
    ['Misty mountains in warm amber and rose tones, a chill that lingers at the edges.', 'colour'],
    [
      'A small boat in a single deep blue in many shades, broken dabs of colour that shimmer up close.',
      'colour',
    ],
    ['An expressive charcoal drawing of a fox, in electric magenta against deep violet.', 'colour'],
  ])('rejects %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('accepts a title colour its palette holds', () => {
    expect(kinds('Ruby Cabin. A mountain cabin in ruby, emerald and antique gold.')).toEqual([]);
  });
});

describe('checkIdea: a subject that is a place takes no other place; indoors has no sky', () => {
  it.each([
    ['A foggy harbour in a quiet old town square.', 'foggy harbour'],
    ['A canyon in a sunlit meadow.', 'canyon'],
    ['A canyon on a rain-soaked city street.', 'canyon'],
    ["A jazz club inside a cluttered artist's studio.", 'jazz club'],
    ['Floating islands in an overgrown greenhouse.', 'floating islands'],
    ['An underwater city, glimpsed through hanging vines.', 'underwater city'],
    ['A crystal cave, seen through a rain-streaked window.', 'crystal cave'],
    ['A painter in a studio under towering clouds.', 'painter in a studio'],
    ['A painter in a studio, mirrored in still water below.', 'painter in a studio'],
    ['A jellyfish in swirling mist.', 'jellyfish'],
    ["A snowman inside a cluttered artist's studio.", 'snowman'],
    ['A teacup on a quiet sandy shore.', 'teacup'],
    ['A grandmother baking bread on a quiet sandy shore.', 'grandmother baking bread'],
  ])('rejects %s', (text, given) => {
    expect(kinds(text, given)).toContain('place');
  });
});

describe('checkIdea: camera and scale', () => {
  it.each([
    ['An intimate close-up of a fox, a sweeping panoramic view.', undefined],
    ['A lion as an isometric 3D render, viewed from directly overhead.', undefined],
    ['A faded polaroid snapshot of a wolf. Captured with a tilt-shift lens and crisp detail.', undefined],
    ['A white border and imperfect focus. Crisp medium-format detail.', undefined],
    ['A medieval market, as a macro photograph.', 'medieval market'],
    ['A bear fishing in a river, as a dew-bright macro photograph.', 'bear fishing in a river'],
    ['Autumn rain in a tidy isometric cutaway.', 'autumn rain'],
    ['A sandy beach, a tidy isometric cutaway.', 'sandy beach'],
    ['A frosty morning, silhouetted against a glowing horizon.', 'frosty morning'],
    ['A tight close-up of a winter sunrise with every texture in focus.', 'winter sunrise'],
    ['A 35mm film photograph of a street musician. 85mm lens, f/1.4, crisp medium-format detail.', undefined],
  ])('rejects %s', (text, given) => {
    expect(kinds(text, given)).toContain('camera');
  });
});

describe('checkIdea: mood and motion', () => {
  it('rejects speed lines in stillness', () => {
    expect(
      kinds('A stone bridge as a comic panel. Dynamic speed lines, an eerie, uneasy stillness.'),
    ).toContain('pace');
  });

  it('rejects grandeur in a nook and a moon at noon', () => {
    expect(kinds('A cozy reading nook, a heroic, awe-struck grandeur.', 'cozy reading nook')).toContain(
      'scale',
    );
    expect(kinds('The moon over the city at high noon.', 'moon over the city')).toContain('time');
  });
});

describe('checkIdea: a word said twice', () => {
  it.each([
    ['A soft-lit 3D render of a forest path. Subsurface glow and soft global illumination.', undefined],
    ['A stop-motion clay diorama of a glacier, in a diorama-like isometric view.', undefined],
    ['In the early morning, wrapped in morning fog: a heron.', undefined],
    ['A neon city, captured as a neon synthwave illustration.', 'neon city'],
    ['Snowstorm and the Storm. A snowstorm over the city, as a watercolor.', 'snowstorm'],
  ])('rejects %s', (text, given) => {
    expect(kinds(text, given)).toContain('repeat');
  });

  it('lets a title echo its description, once', () => {
    expect(kinds('Watercolor Fox. A loose watercolor painting of a fox.', 'fox')).toEqual([]);
  });
});
