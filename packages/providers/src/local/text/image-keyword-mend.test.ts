import { describe, expect, it } from 'vitest';
import {
  isMassNoun,
  mendKeyword,
  mendKeywordParts,
  withMaterials,
  withPronounClauses,
} from './image-keyword-mend';
import { splitKeywordScene } from './image-keyword-scene';
import { buildSubject, subjectParts } from './subject';
import { createRng } from './rng';

describe('mendKeyword', () => {
  it('says weather typed among nouns as the condition it sets', () => {
    expect(mendKeyword('windmill storm')).toBe('windmill in a storm');
    expect(mendKeyword('old harbour fog')).toBe('old harbour in the fog');
    expect(mendKeyword('stone bridge rain')).toBe('stone bridge in the rain');
    expect(mendKeywordParts('windmill storm')).toEqual(['windmill', 'storm']);
    // A weather word inside a row describes the place it falls on.
    expect(mendKeyword('forest hut snow lantern')).toBe('snowy forest hut with a lantern');
    // A name WordNet knows is no row of keywords.
    expect(mendKeyword('snow leopard')).toBe('snow leopard');
    expect(mendKeyword('acid rain')).toBe('acid rain');
  });

  it('says a row of nouns as a phrase', () => {
    expect(mendKeyword('foggy window cafe Lisbon')).toBe('cafe with a foggy window in Lisbon');
    expect(mendKeyword('medieval castle kitchen')).toBe('medieval castle kitchen');
    expect(mendKeyword('birthday card border background paper roses')).toBe(
      'birthday card border background with paper roses',
    );
    expect(mendKeyword('hot air balloons')).toBe('hot air balloons');
    expect(mendKeyword('lava lamp city')).toBe('lava lamp city');
    expect(mendKeyword('a lake Monet style but in winter')).toBe('a lake in winter in the style of Monet');
  });

  it('puts "with" before things listed after a time', () => {
    expect(mendKeyword('a Berlin street at 2am food trucks')).toBe('a Berlin street at 2am with food trucks');
    expect(mendKeyword('a harbour at dawn fishing boats')).toBe('a harbour at dawn with fishing boats');
  });

  it('says a decade after a place as "in the …" and gives a decade before a thing its article', () => {
    expect(mendKeyword('a diner on route 66 1950s')).toBe('a diner on route 66 1950s');
    expect(mendKeyword('picnic in a meadow 1960s')).toBe('picnic in a meadow in the 1960s');
    expect(mendKeyword('1970s disco party on a rooftop')).toBe('a 1970s disco party on a rooftop');
    expect(mendKeyword('1970s cars on a street')).toBe('1970s cars on a street');
  });

  it('gives a plural owner its apostrophe and a bare noun its article', () => {
    expect(mendKeyword('kids playroom with toys')).toBe("kids' playroom with toys");
    expect(mendKeyword('childrens library')).toBe("children's library");
    expect(mendKeyword('kids playing football')).toBe('kids playing football');
    expect(mendKeyword('father carrying toddler')).toBe('father carrying a toddler');
    expect(mendKeyword('boy reading at table')).toBe('boy reading at table');
    expect(mendKeyword('boy reading at window')).toBe('boy reading at a window');
    expect(mendKeyword('a lamp with paper shade and tassels')).toBe('a lamp with a paper shade and tassels');
    expect(mendKeyword('city lights blurred behind it')).toBe('city lights blurred behind it');
    expect(mendKeyword('a station at rush hour')).toBe('a station at rush hour');
    expect(mendKeyword('a bee on lavender')).toBe('a bee on lavender');
    expect(mendKeyword('a rock pool with starfish and crabs')).toBe('a rock pool with starfish and crabs');
    expect(mendKeyword('old man playing cello')).toBe('old man playing the cello');
    // "cozy reading nook" is a nook, not a reading of one.
    expect(mendKeyword('cozy reading nook')).toBe('cozy reading nook');
  });

  it('counts each side of "vs" and says a sentence as what its doer is doing', () => {
    expect(mendKeyword('robot vs giant octopus')).toBe('a robot vs a giant octopus');
    expect(mendKeyword('fox goes to market')).toBe('fox going to market');
    expect(mendKeyword('poster illustration: owl flies over a town')).toBe(
      'poster illustration of an owl flying over a town',
    );
    expect(mendKeyword('hot air balloons over a valley')).toBe('hot air balloons over a valley');
  });

  it('writes names with their capitals, and quotes a shop name typed in lower case', () => {
    expect(mendKeyword('old soviet tram')).toBe('old Soviet tram');
    expect(mendKeyword('polish dumplings on a plate')).toBe('Polish dumplings on a plate');
    expect(mendKeyword('nail polish on a shelf')).toBe('nail polish on a shelf');
    expect(mendKeyword('medusa on a cliff')).toBe('Medusa on a cliff');
    expect(mendKeyword('emerald city at night')).toBe('the Emerald City at night');
    expect(mendKeyword('starry sky van gogh style')).toBe('starry sky in the style of Van Gogh');
    expect(mendKeyword('a desk with led lights')).toBe('a desk with LED lights');
    expect(mendKeyword('a cat named pepper')).toBe('a cat named Pepper');
    expect(mendKeyword('a cafe called bean & leaf')).toBe('a cafe called "bean & leaf"');
  });
});

describe('keywords said as English in a subject', () => {
  it('keeps "a" from plurals a dictionary knows and from substances', () => {
    const subject = buildSubject(
      subjectParts(['a rainy street', 'yellow taxis', 'sweat']),
      createRng(3),
      'x',
    );
    expect(subject).toBe('a rainy street, yellow taxis and sweat');
    expect(isMassNoun('parchment')).toBe(true);
    expect(isMassNoun('strawberry')).toBe(false);
  });

  it("says who the user's own one is beside them", () => {
    expect(withPronounClauses(['a drawing of my cat on a sofa', 'she is a tabby named Miso'])).toEqual([
      'a drawing of my cat, a tabby named Miso, on a sofa',
    ]);
    expect(withPronounClauses(['a fox', 'it is raining'])).toEqual(['a fox', 'it is raining']);
    expect(mendKeyword('illustration owl reading a book')).toBe('owl reading a book');
  });

  it('keeps a mended name capitalised in the subject', () => {
    const parts = subjectParts([mendKeyword('medusa reading a book')]);
    expect(buildSubject(parts, createRng(1), 'x')).toBe('Medusa reading a book');
  });

  it('sets a material beside a flat thing as what it is on', () => {
    expect(withMaterials(['a treasure map of a desert', 'parchment'])).toEqual([
      'a treasure map of a desert on parchment',
    ]);
    expect(withMaterials(['a ship', 'parchment'])).toEqual(['a ship', 'parchment']);
  });

  it('says a light and a place typed alone as where the scene is', () => {
    expect(splitKeywordScene(['a fisherman mending nets', 'evening light'])).toEqual({
      things: ['a fisherman mending nets'],
      conditions: ['in the evening light'],
    });
    expect(splitKeywordScene(['a barn', 'soft window light']).conditions).toEqual(['in soft window light']);
    expect(splitKeywordScene(['a barn', 'Nebraska']).conditions).toEqual(['in Nebraska']);
    expect(splitKeywordScene(['a barn', 'traffic light']).things).toEqual(['a barn', 'traffic light']);
  });
});
