import { describe, expect, it } from 'vitest';
import { mendSpelling } from './spelling';

describe('mendSpelling', () => {
  it('capitalises names the dictionary knows only with a capital', () => {
    expect(mendSpelling('a tram in lisbon')).toBe('a tram in Lisbon');
    expect(mendSpelling('greek temple, diwali')).toBe('Greek temple, Diwali');
  });

  it('mends one swapped, missing or extra letter when only one word fits', () => {
    expect(mendSpelling('Mountian lake')).toBe('Mountain lake');
    expect(mendSpelling('dolphins jumping at sunest')).toBe('dolphins jumping at sunset');
    expect(mendSpelling('wterfall')).toBe('waterfall');
    expect(mendSpelling('spagetti and meatballs')).toBe('spaghetti and meatballs');
  });

  it('leaves rare words, short words and other languages alone', () => {
    for (const keyword of [
      'selkie on a rock',
      'a bowl of pho',
      'a bowl of ramen',
      'gato en la ventana',
      'axolotl',
    ])
      expect(mendSpelling(keyword)).toBe(keyword);
  });
});

describe('names and other languages', () => {
  it('capitalises a place of several words and leaves a foreign phrase as typed', () => {
    expect(mendSpelling('a new york subway platform')).toBe('a New York subway platform');
    expect(mendSpelling('der alte Bahnhof im Nebel')).toBe('der alte Bahnhof im Nebel');
    expect(mendSpelling('Mountain lake')).toBe('Mountain lake');
  });
});
