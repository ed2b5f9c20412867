import { describe, expect, it } from 'vitest';
import { checkIdea } from './image-idea-checker';
import { generateImageIdeas } from './image-ideas';
import { isOutdoors } from './image-outdoors';
import { Scene } from './image-scene';
import { needsArticle } from './subject';

describe('isOutdoors', () => {
  it('knows places under the open sky from the head noun or a placing preposition', () => {
    for (const keyword of [
      'old man feeding pigeons in the park',
      'tortoise, garden',
      'garden',
      'kids building a sandcastle',
      'street musician',
      'a girl reading under an oak tree',
      'croissant and coffee on a balcony in paris',
      'a broken umbrella in a puddle',
      'tide pools on a rocky shore',
      'windmill in a tulip field',
    ])
      expect(isOutdoors(keyword), keyword).toBe(true);
  });

  it('does not guess: a job, a dish, a thing on a desk or a room is not placed outdoors', () => {
    for (const keyword of [
      'boxer in an empty gym',
      'baker pulling bread out of the oven',
      'chef tasting soup',
      'surgeon after a long operation',
      'pancakes with blueberries',
      'a typewriter on a wooden desk',
      'gothic cathedral interior',
      'pilot in the cockpit',
      'attic full of old toys',
    ])
      expect(isOutdoors(keyword), keyword).toBe(false);
  });
});

describe('Scene', () => {
  it('gives no weather or sky to a subject nobody placed outdoors', () => {
    const scene = new Scene('a baker pulling bread out of the oven at 4am');
    scene.add('a baker pulling bread out of the oven at 4am');
    for (const phrase of ['under towering clouds', 'in light rain', 'seen from a low angle against the sky'])
      expect(scene.fits(phrase), phrase).toBe(false);
    expect(scene.fits('lit by a single hard light and deep shadows')).toBe(true);
  });

  it('gives weather to a subject the keywords put outdoors, and to one a setting put there', () => {
    const park = new Scene('old man feeding pigeons in the park');
    park.add('old man feeding pigeons in the park');
    expect(park.fits('in light rain')).toBe(true);

    const pug = new Scene('a pug');
    pug.add('a pug');
    expect(pug.fits('in light rain')).toBe(false);
    expect(pug.admit('on a windswept cliff')).toBe(true);
    expect(pug.fits('in light rain')).toBe(true);
  });

  it('names no season the keywords did not', () => {
    const elephants = new Scene('a herd of elephants crossing a dusty river');
    elephants.add('a herd of elephants crossing a dusty river');
    expect(elephants.fits('under drifting snow')).toBe(false);
    expect(elephants.fits('in glittering frost')).toBe(false);
    expect(elephants.fits('in a gusting wind')).toBe(true);

    const winter = new Scene('a fox in winter');
    winter.add('a fox in winter');
    expect(winter.fits('under drifting snow')).toBe(true);
  });

  it('mirrors the subject only where there is water', () => {
    const hill = new Scene('fluffy sheep on a green hill');
    hill.add('fluffy sheep on a green hill');
    expect(hill.fits('mirrored in still water below')).toBe(false);

    const lake = new Scene('a swan on a quiet lake');
    lake.add('a swan on a quiet lake');
    expect(lake.fits('mirrored in still water below')).toBe(true);
  });

  it('keeps dry heat dry', () => {
    const sidewalk = new Scene('ice cream melting on a hot sidewalk');
    sidewalk.add('ice cream melting on a hot sidewalk');
    expect(sidewalk.fits('in light rain')).toBe(false);
  });
});

describe('needsArticle', () => {
  it('says plural subjects, dishes and feelings without an article', () => {
    for (const phrase of [
      'kids building a sandcastle',
      'hands covered in clay',
      'spruce trees heavy with snow',
      'spagetti and meatballs',
      'anxiety',
    ])
      expect(needsArticle(phrase), phrase).toBe(false);
    for (const phrase of ['messy teenagers bedroom', 'class of students', 'lighthouse', 'glass skyscraper'])
      expect(needsArticle(phrase), phrase).toBe(true);
  });
});

describe('moods the user asks for', () => {
  it('says the asked mood in every idea, and a mood typed alone is not the subject', () => {
    const ideas = generateImageIdeas({ keywords: 'a bus full of ghosts', tags: ['spooky'], seed: 66 });
    expect(ideas).toHaveLength(4);
    for (const idea of ideas)
      expect(idea.description, idea.description).toMatch(/eerie|haunted|chill|uneasy|gothic/i);
    for (const idea of generateImageIdeas({ keywords: 'calm', tags: ['minimalist'], seed: 3 }))
      expect(idea.description).not.toMatch(/\ba calm\b(?!,)/i);
  });

  it('reads a list of adjectives before a noun as one phrase, not a feeling left alone', () => {
    expect(
      checkIdea('Eerie Bus. A bus full of ghosts as an ink sketch. An eerie, uneasy stillness.'),
    ).toEqual([]);
  });
});

describe('what a reader of the fresh set found', () => {
  const sceneOf = (given: string): Scene => {
    const scene = new Scene(given);
    scene.add(given);
    return scene;
  };

  it('keeps the colour the user named in every palette', () => {
    const umbrella = sceneOf('girl with a red umbrella');
    expect(umbrella.fits('ochre, umber and moss green')).toBe(false);
    expect(umbrella.fits('ruby, emerald and antique gold')).toBe(true);
    expect(sceneOf('seven crows on a wire, grey sky').keepsColours('a riot of vivid colour')).toBe(false);
  });

  it('lights people and rooms with lanterns, not a watering hole or a tundra', () => {
    expect(sceneOf('elephants at a watering hole').fits('warm lantern light')).toBe(false);
    expect(sceneOf('a girl reading a letter').fits('warm lantern light')).toBe(true);
  });

  it('knows a passer-by walks a street, a seahorse has no window, backlight needs a low sun', () => {
    expect(sceneOf('tundra').fits('seen over the shoulder of a passer-by')).toBe(false);
    expect(sceneOf('seahorse in a kelp forest').fits('seen through a rain-streaked window')).toBe(false);
    expect(sceneOf('a farmer at high noon').fits('backlight haloing the outlines')).toBe(false);
    expect(sceneOf('clockmaker in his workshop').fits('a plein-air impressionist painting')).toBe(false);
  });

  it('writes no tilt-shift lens wider than f/2.8', () => {
    for (let seed = 0; seed < 40; seed++)
      for (const idea of generateImageIdeas({ keywords: 'a tram in lisbon', tags: ['photo'], seed }))
        expect(idea.description).not.toMatch(/tilt-shift lens at f\/1\.[48]|tilt-shift lens, f\/1\.[48]/);
  });
});

describe('keywords that are not English or not a subject', () => {
  it('puts no article before another language and draws a stock subject for "i dont know"', () => {
    for (const idea of generateImageIdeas({ keywords: 'gato en la ventana', seed: 1 }))
      expect(idea.description).not.toMatch(/\ban? gato\b/i);
    for (const idea of generateImageIdeas({ keywords: 'i dont know, something peaceful', seed: 1 }))
      expect(idea.description).not.toMatch(/\bi dont know\b|\ba peaceful\b|\bsomething\b/i);
  });
});

describe('weather seen from a warm room', () => {
  it('puts the rain outside the window when the keywords are candles, a blanket or a window seat', () => {
    for (const idea of generateImageIdeas({ keywords: 'coffee, books, rain, candles, blanket', seed: 2 }))
      expect(idea.description).not.toMatch(/\bin the rain\b/);
    expect(
      checkIdea('Coffee, books and candles with rain falling outside, as a cozy storybook picture.'),
    ).toEqual([]);
  });
});

describe('what a reader of the sixth set found', () => {
  it('keeps a clock time whole and puts it after its place', () => {
    for (const idea of generateImageIdeas({ keywords: '3:15 am kitchen', seed: 4 })) {
      expect(idea.description).toMatch(/kitchen at 3:15 am/);
      expect(idea.description).not.toMatch(/\b3 15\b/);
    }
  });

  it('reads a style typed among the keywords as a style, and gives a black hole no weather', () => {
    for (const idea of generateImageIdeas({ keywords: 'a ladybug on a dandelion, macro', seed: 4 }))
      expect(idea.description).not.toMatch(/and a macro\b/);
    const hole = new Scene('a black hole');
    hole.add('a black hole');
    expect(hole.fits('beneath a brooding storm sky')).toBe(false);
  });
});
