import { describe, expect, it } from 'vitest';
import { mendSpelling } from './spelling';
import { withoutRequest } from './subject';

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

  it('takes a doubled letter as the slip when a missing one would make another word too', () => {
    expect(mendSpelling('a wonderfull garden')).toBe('a wonderful garden');
    expect(mendSpelling('a carefull cat')).toBe('a careful cat');
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

describe('withoutRequest', () => {
  it('drops chat asides typed among the words, and keeps words that only contain them', () => {
    expect(withoutRequest('a penguin on a skateboard lol')).toBe('a penguin on a skateboard');
    expect(withoutRequest('pls a dragon made of clouds haha')).toBe('a dragon made of clouds');
    expect(withoutRequest('a lollipop shop')).toBe('a lollipop shop');
  });
});
