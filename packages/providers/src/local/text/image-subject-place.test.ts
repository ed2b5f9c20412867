import { describe, expect, it } from 'vitest';
import { hasOwnPlace, isLargeAnimal } from './image-subject-place';

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
