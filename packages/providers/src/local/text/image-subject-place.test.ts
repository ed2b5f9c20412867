import { describe, expect, it } from 'vitest';
import { hasOwnPlace } from './image-subject-place';

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
