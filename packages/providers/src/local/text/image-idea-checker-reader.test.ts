// The contradiction checker against the kinds a careful reader found in the fresh sample: two hours, sky
// and weather indoors, a palette against the user's colour, a feeling used as a thing or contradicted,
// chopped titles, a doubled name, a medium's colour and light against the hour. Fresh examples each.
import { describe, expect, it } from 'vitest';
import { checkIdea } from './image-idea-checker';

const kinds = (text: string, given?: string) => checkIdea(text, { given }).map((p) => p.kind);

describe('checkIdea: what a reader of the fresh set found', () => {
  it.each([
    // 1. A clock time is the hour: no second one.
    ['Diner at Night. A diner at 3 a.m., under a cloudless sky at dawn.', 'diner at 3 a.m.', 'time'],
    ['Harbour Crane. A harbour crane at 7pm, late in the morning light.', 'harbour crane at 7pm', 'time'],
    // 2. Indoors: no weather, sky or outdoor framing.
    ['Sleepy Puppy. A puppy on a sofa on a starry night.', 'puppy on a sofa', 'place'],
    [
      'Ferret Play. A ferret playing with yarn, reflected in a rain puddle.',
      'ferret playing with yarn',
      'place',
    ],
    ['Owl Reader. An owl in a library, framed by tall grass in the foreground.', 'owl in a library', 'place'],
    ['Baker at Work. A baker in a bakery under drifting snow.', 'baker in a bakery', 'place'],
    ['Chemist Alone. A chemist in a laboratory after a summer shower.', 'chemist in a laboratory', 'place'],
    // 3. The user's colour outlives the palette.
    ['Green Kite. A green kite over a dune, in a single deep blue in many shades.', 'green kite', 'colour'],
    ['Red Scooter. A red scooter, in stark black and white.', 'red scooter', 'colour'],
    // 4. A feeling kept, never contradicted.
    [
      'Cheerful Baker. A cheerful baker in the morning, a wistful, melancholic air.',
      'cheerful baker',
      'mood',
    ],
    ['Weary Miner. A weary miner at dusk, a celebratory lightness.', 'weary miner', 'mood'],
    [
      'Hare Racing. A hare racing across a field, a calm, unhurried stillness.',
      'hare racing across a field',
      'pace',
    ],
    // 7. A medium of one colour takes no vivid palette; dark-only light takes no daylight sky.
    ['Heron Sketch. A charcoal study of a heron, electric magenta against deep violet.', 'heron', 'colour'],
    ['Lonely Kite. A kite under a cloudless sky, glowing motes of light in the dark.', 'kite', 'time'],
  ])('rejects %s', (text, given, kind) => {
    expect(kinds(text, given)).toContain(kind);
  });

  it.each([
    // 4. A feeling word used as a thing.
    ['Bison in Snow. A bison in the snow with a melancholy, as a woodcut.', 'bison in the snow, melancholy'],
    ['Tulips. Tulips beside a cheerful in the wind, as a pastel.', 'tulips, cheerful'],
    // 5. Titles cut at the verb or a trailing adjective.
    ['Koala Sleeping. A koala sleeping in a tree, as a gouache.', 'koala sleeping in a tree'],
    [
      'Lonely Robot Waiting No. 4. A lonely robot waiting at a tram stop.',
      'lonely robot waiting at a tram stop',
    ],
    ['Shed Full, Study 2. A shed full of old tools, as a watercolor.', 'shed full of old tools'],
  ])('rejects the nonsense in %s', (text, given) => {
    expect(kinds(text, given)).toContain('grammar');
  });

  it.each([
    // 6. A doubled name is one word, said once.
    ['Tuk Tuk No. 3. A photograph of a tuk tuk in Bangkok at night.', 'tuk tuk in bangkok at night'],
    [
      'Puppy Nap. A puppy on a sofa by warm lamplight, seen through a rain-streaked window.',
      'puppy on a sofa',
    ],
    ['Red Kite. A red kite at 2pm, in warm amber and rose tones.', 'red kite at 2pm'],
    [
      'Ice Skating at Dusk. Ice skating on a frozen lake at dusk, as a gouache.',
      'ice skating on a frozen lake',
    ],
    [
      'Melancholy Clown. A melancholy clown in the rain, a bittersweet sense of something ending.',
      'melancholy clown',
    ],
  ])('accepts %s', (text, given) => {
    expect(checkIdea(text, { given })).toEqual([]);
  });
});
