import { describe, expect, it } from 'vitest';
import { checkIdea, compatible } from './image-idea-checker';
import { repeatedWords } from './image-word-stems';

const kinds = (text: string, given?: string) => checkIdea(text, { given }).map((p) => p.kind);

describe('checkIdea: contradictions', () => {
  it.each([
    ['Lit by pale moonlight, a lighthouse on a cliff at sunset.', 'time'],
    ['Pale moonlight and deep blue shadows. Set at high noon.', 'time'],
    ['A fox at dawn, on a starry night.', 'time'],
    ['Bright midday sun and crisp shadows over a harbour at dusk.', 'time'],
    ['Warm candlelight in a quiet kitchen at high noon.', 'time'],
    ['A cottage under a cloudless sky, in light rain.', 'weather'],
    ['A lighthouse beneath a brooding storm sky, sunlight filtering through the canopy.', 'weather'],
    ['A village under drifting snow, in light rain.', 'weather'],
    ['Even light from a pearl-grey sky on a sunny beach.', 'weather'],
    ['A meadow in summer, in glittering frost.', 'season'],
    ['Cherry blossoms in the autumn wind.', 'season'],
    ['A desert caravan under drifting snow.', 'temperature'],
    ["A cat inside a cluttered artist's studio, in light rain.", 'place'],
    ['An underwater city under drifting snow.', 'place'],
    ['A heron on a windswept shore, doubled in a glassy lake.', 'water'],
    // Places: a subject with its own setting takes no other, a detail belongs to one place.
    ['A mountain lake on a city street, at dawn.', 'place'],
    ['A space station in a greenhouse.', 'place'],
    ['A space station doubled in a lake.', 'place'],
    ['A lighthouse on a beach, wet pavement gleaming.', 'place'],
    ['A fishing boat at sea, reflections on wet pavement.', 'place'],
    ['A caravan crossing the desert, water smoothed to glass.', 'place'],
    ['Neon reflections on wet pavement, a pirate ship in a tempest.', 'place'],
    // No weather and no hour of the sun in orbit or on the sea floor.
    ['A space station in glittering frost, at golden hour.', 'place'],
    ['An underwater city in swirling mist.', 'place'],
    // Light against the hour, skies against clouds.
    ['A blacksmith in a sunlit meadow, just after sunset.', 'time'],
    ['A mountain lake beneath a vast empty sky, under towering clouds.', 'weather'],
    // Palettes that cannot colour one picture, and bustle against stillness.
    ['Hard noon light and saturated colour, in stark black and white.', 'colour'],
    ['An old bookshop in a single deep blue in many shades. Magenta haze over a glowing skyline.', 'colour'],
    ['A riot of vivid colour. Washed-out colours and a soft vignette.', 'colour'],
    ['A busy train platform with an eerie, uneasy stillness.', 'pace'],
    ['A flower market, an ethereal hush over everything.', 'pace'],
    ['Fireflies beneath a brooding storm sky, a hushed air of mystery.', 'pace'],
    ['A chill that lingers at the edges surrounds a cozy reading nook.', 'mood'],
    ['Lit by the amber glow of a fireplace, a racing car by a still mountain lake.', 'place'],
    ['A farmer in a wheat field, neon reflections on wet pavement.', 'place'],
    ['Washed-out colours and a soft vignette, vivid neon pink and cyan.', 'colour'],
    ['A thunderstorm at sea, tranquil, the peace of a held breath.', 'pace'],
    ['An eerie, uneasy stillness surrounds a cozy reading nook.', 'mood'],
    ['Sepia and cream, buzzing neon signs washing everything in colour.', 'colour'],
    ['A space station seen in a wide shot from across the water.', 'place'],
    ['A synthwave city at midnight, a glowing grid horizon and a striped sun.', 'time'],
  ])('rejects %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('names the words that disagree', () => {
    expect(checkIdea('Lit by pale moonlight at sunset.')).toEqual([
      { kind: 'time', words: ['moonlight', 'sunset'] },
    ]);
  });

  it('flags a word used twice, but not one the user typed', () => {
    expect(repeatedWords('A soft watercolor of a quiet harbour, soft light.')).toEqual(['soft']);
    expect(kinds('A soft watercolor of a quiet harbour, soft light.')).toEqual(['repeat']);
    expect(kinds('A red fox on a red barn roof.', 'red fox, red barn')).toEqual([]);
  });
});

describe('checkIdea: coherent scenes', () => {
  it.each([
    'A lighthouse on a rocky point at dusk, the sky fading to violet, waves breaking below.',
    'A fox in the snow at dawn, soft golden-hour light, wrapped in morning fog.',
    'Moonlight through the mist over a quiet harbour at midnight.',
    'A city street just after sunset, neon reflections on wet pavement, in light rain.',
    'A greenhouse full of ferns, dappled light through leaves, late in the afternoon.',
    'A cottage after a summer shower, bright midday sun and crisp shadows.',
    'A snowy village on a starry night, warm lantern light in every window.',
    'A cat sleeping inside a reading nook, seen through a rain-streaked window.',
    'A koi pond in spring, cherry blossoms drifting, in swirling mist.',
  ])('accepts %s', (text) => {
    expect(checkIdea(text)).toEqual([]);
  });

  it('holds bustle the user typed against the stillness the engine would add', () => {
    expect(compatible('a calm, unhurried stillness', 'train platform, busy')).toBe(false);
    expect(kinds('A busy train platform, a calm, unhurried stillness.', 'train platform, busy')).toContain(
      'pace',
    );
  });

  it('leaves a contradiction the user typed to the user', () => {
    expect(kinds('A sunny night in the city.', 'sunny night')).toEqual([]);
    // …but not one the engine adds to what they typed.
    expect(kinds('A sunny night in the city, in light rain.', 'sunny night')).toContain('weather');
  });
});

describe('compatible', () => {
  it('tells whether two phrases can share a scene', () => {
    expect(compatible('at high noon', 'cool silver moonlight')).toBe(false);
    expect(compatible('in a snowy village', 'in a warm golden haze')).toBe(false);
    expect(compatible('at dusk', 'just after sunset')).toBe(true);
    expect(compatible('a sleeping fox', 'at dawn')).toBe(true);
  });
});

describe('checkIdea: places that belong together', () => {
  it.each([
    'A mountain lake at dawn, water smoothed to glass.',
    'A quiet city street at night, wet pavement under neon signs.',
    'A lighthouse on the shore, waves breaking on the beach.',
    'A cat in a greenhouse, reading nook by the window.',
    'A space station in orbit, the earth below.',
  ])('accepts %s', (text) => {
    expect(checkIdea(text).filter((p) => p.kind === 'place')).toEqual([]);
  });
});
