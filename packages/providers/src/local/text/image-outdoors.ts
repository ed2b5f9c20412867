// Whether the user's keywords put the picture under the open sky: a meadow, a street, a harbour, a
// lighthouse, a wild animal. The engine adds weather, sky and outdoor framing (rain, a starry night, a rain
// puddle, light through a canopy) only to such a scene: a baker, a teapot or a boxer is as likely to be
// indoors, and snow falling on them reads as nonsense. Places come from WordNet's broader terms; the
// short list holds the places WordNet files elsewhere ("beach" is a formation, "picnic" a holiday).
import { hypernyms } from './image-hypernyms';

/** Broader terms of a place under the sky: land, water, roads, plants, and buildings seen from outside. */
const OUTDOOR_TERMS: ReadonlySet<string> = new Set([
  'geographical area',
  'tract',
  'geological formation',
  'body of water',
  'land',
  'wetland',
  'thoroughfare',
  'path',
  'walkway',
  'vegetation',
  'grassland',
  'biome',
  'bridge',
  'tower',
  'woody plant',
  'municipality',
  'dwelling',
  'place of worship',
  'mill',
  'skyscraper',
]);

/** Places and outdoor things WordNet does not file under the terms above. */
const OUTDOOR_WORDS: ReadonlySet<string> = new Set([
  'outdoors',
  'outside',
  'sky',
  'skyline',
  'beach',
  'sandcastle',
  'picnic',
  'porch',
  'balcony',
  'rooftop',
  'roof',
  'terrace',
  'village',
  'harbour',
  'harbor',
  'port',
  'dock',
  'pier',
  'island',
  'farm',
  'playground',
  'ruins',
  'jungle',
  'volcano',
  'pyramid',
  'windmill',
  'lighthouse',
  'campfire',
  'kite',
  'kites',
  'snowman',
  'puddle',
]);

/** Broader terms that make a place the inside of something even when a word above matches it. */
const INSIDE_WORDS = /\b(?:interior|inside|indoors|room|hall|corridor|lobby|cockpit|cabin|attic|basement)\b/i;

const cache = new Map<string, boolean>();

function isOutdoorWord(word: string): boolean {
  const known = cache.get(word);
  if (known !== undefined) return known;
  const forms = word.endsWith('s') && word.length > 3 ? [word, word.slice(0, -1)] : [word];
  const outdoor = forms.some((w) => OUTDOOR_WORDS.has(w) || hypernyms(w).some((t) => OUTDOOR_TERMS.has(t)));
  if (cache.size > 5000) cache.clear();
  cache.set(word, outdoor);
  return outdoor;
}

/** Prepositions that put the subject in a place; "with" and "of" tell what it holds or is made of. */
const PLACING =
  /^(?:in|on|at|by|beside|under|near|among|across|through|over|along|above|below|into|onto|from|behind|around|outside)$/;

/**
 * Whether a keyword names a place under the open sky or puts its subject in one ("horses on a beach",
 * "tortoise, garden", "a street musician"): its head noun, or a noun after a placing preposition.
 * "Pancakes with blueberries" is not outdoors though blueberries grow on shrubs. A keyword that says
 * "interior" or names a room does not, whatever else it says.
 */
export function isOutdoors(keyword: string): boolean {
  if (INSIDE_WORDS.test(keyword)) return false;
  const words = keyword.toLowerCase().match(/[\p{L}'-]+/gu) ?? [];
  const firstPreposition = words.findIndex((w) => PLACING.test(w) || w === 'with' || w === 'of');
  const head = firstPreposition === -1 ? words.length - 1 : firstPreposition - 1;
  const placed = (i: number) => {
    const before = words
      .slice(0, i)
      .reverse()
      .find((w) => PLACING.test(w) || w === 'with' || w === 'of');
    return before !== undefined && PLACING.test(before);
  };
  return words.some((word, i) => {
    if (i !== head && i !== head - 1 && !placed(i)) return false;
    const pair = i > 0 ? `${words[i - 1]} ${word}` : '';
    return (pair !== '' && isOutdoorWord(pair)) || isOutdoorWord(word);
  });
}
