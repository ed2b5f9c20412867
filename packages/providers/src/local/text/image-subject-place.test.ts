import { describe, expect, it } from 'vitest';
import { hasOwnPlace, isLargeAnimal, subjectFacts, subjectKind } from './image-subject-place';

describe('hasOwnPlace', () => {
  it('knows places, buildings, landscapes, sea things and skies as places of their own', () => {
    for (const subject of [
      'waterfall',
      'frozen waterfall',
      'orchard',
      'haunted forest',
      'lavender fields',
      'skyscraper',
      'seaside town',
      'fishing village',
      'lake house',
      'wizard tower',
      'space station',
      'underwater city',
      'first snow',
      'river boat',
      'pirate ship',
      'jellyfish',
      'whale',
      'crystal cave',
      'castle ruins',
      'volcano eruption',
      'old bookshop',
      'sunset',
      'canyon',
      'foggy harbour',
      'jazz club',
      'floating islands',
      'medieval market',
      'tea ceremony',
      'mermaid',
    ])
      expect(hasOwnPlace(subject), subject).toBe(true);
  });

  it('lets people, land animals and things be put somewhere', () => {
    for (const subject of [
      'cat',
      'red fox',
      'blacksmith',
      'ballet dancer',
      'owl',
      'horse',
      'dragon',
      'robot',
      'bicycle',
      'teapot',
      'old car',
      'fox in the snow',
    ])
      expect(hasOwnPlace(subject), subject).toBe(false);
  });
});

describe('isLargeAnimal', () => {
  it('knows hoofed animals and big cats, and not cats, foxes or birds', () => {
    for (const subject of ['camel', 'lion', 'elephant family', 'horse', 'cow', 'giraffe', 'bear'])
      expect(isLargeAnimal(subject), subject).toBe(true);
    for (const subject of ['cat', 'fox', 'owl', 'dog', 'robot', 'ballet dancer'])
      expect(isLargeAnimal(subject), subject).toBe(false);
  });
});

describe('subjectKind', () => {
  it('tells moments, places, rooms, small things, animals and people apart', () => {
    const expected: [string, string][] = [
      ['frosty morning', 'moment'],
      ['first snow', 'moment'],
      ['winter sunrise', 'moment'],
      ['northern lights', 'sky'],
      ['canyon', 'landscape'],
      ['foggy harbour', 'landscape'],
      ['medieval market', 'site'],
      ['snowy village', 'site'],
      ['jazz club', 'room'],
      ['cozy reading nook', 'room'],
      ['lighthouse', 'building'],
      ['bakery window', 'building'],
      ['steampunk airship', 'vehicle'],
      ['teapot', 'object'],
      ['ship in a bottle', 'object'],
      ['cherry tree', 'plant'],
      ['butterfly', 'small-thing'],
      ['dog', 'pet'],
      ['fox', 'animal'],
      ['elephant family', 'large-animal'],
      ['horse running', 'large-animal'],
      ['grandmother baking bread', 'person'],
      ['lighthouse keeper', 'person'],
      ['ice skating on a frozen lake', 'event'],
    ];
    for (const [subject, kind] of expected) expect(subjectKind(subject), subject).toBe(kind);
  });

  it('takes the subject from the first keyword that is not only a time or a weather', () => {
    expect(subjectFacts(['lighthouse', 'storm'])?.kind).toBe('building');
    expect(subjectFacts(['storm'])?.kind).toBe('moment');
    expect(subjectFacts(['swan lake'])?.waterBody).toBe(true);
  });
});
