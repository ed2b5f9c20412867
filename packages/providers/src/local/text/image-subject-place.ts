// Whether an image subject can be put somewhere by a setting phrase ("a fox in a snowy village"), or is a
// place or a scene of its own that no setting may be added to: a waterfall, an orchard, a skyscraper, a
// seaside town, a river boat, a jellyfish, first snow, a sunset. Read from WordNet's broader terms of the
// subject's head noun, a few steps up (further, its first-sense chain wanders: "plant" → "building complex").
import { broaderChain } from '../answers/wordnet';

/** Broader terms that make a subject a place, a structure, a landscape, a sea thing or a sky. */
const HAS_OWN_PLACE: ReadonlySet<string> = new Set([
  // Places and land.
  'location',
  'region',
  'area',
  'tract',
  'geographical area',
  'geological formation',
  'municipality',
  'urban area',
  'garden',
  'vegetation',
  'body of water',
  'lake',
  // What is built: buildings, towers, shops, stations.
  'structure',
  'building',
  'dwelling',
  'housing',
  'mansion',
  'facility',
  'place of worship',
  'mill',
  'establishment',
  'mercantile establishment',
  'place of business',
  'workplace',
  // What floats, swims or falls from the sky, and times of day.
  'vessel',
  'sailing vessel',
  'coelenterate',
  'fish',
  'aquatic vertebrate',
  'cetacean',
  'aquatic mammal',
  'precipitation',
  'atmospheric phenomenon',
  'celestial body',
  'hour',
  'time unit',
  'time period',
  // Events and gatherings happen somewhere of their own.
  'activity',
  'procession',
]);

/** Heads WordNet's first sense misreads ("whale": a large person) or does not know as a common noun. */
const OWN_PLACE_HEADS: ReadonlySet<string> = new Set([
  'whale',
  'whales',
  'dolphin',
  'dolphins',
  'shark',
  'sharks',
  'octopus',
  'squid',
  'koi',
  'seahorse',
  'starfish',
  'coral',
  'reef',
  'platform',
  'ruins',
  'village',
  'hamlet',
  'volcano',
  'eruption',
  'ruin',
  'moon',
  'sun',
  'stars',
  'sky',
  'aurora',
  'clouds',
  'sunset',
  'sunrise',
  'skyline',
  'landscape',
  'cityscape',
  'seascape',
]);

/** Broader terms of the animals too big for a room, a rooftop or an alley: hoofed animals, big cats. */
const LARGE_ANIMAL: ReadonlySet<string> = new Set([
  'ungulate',
  'even-toed ungulate',
  'odd-toed ungulate',
  'ruminant',
  'bovid',
  'bovine',
  'cattle',
  'equine',
  'proboscidean',
  'big cat',
]);
const LARGE_ANIMAL_HEADS: ReadonlySet<string> = new Set(['bear', 'bears', 'elephants', 'rhino', 'hippo']);

const STEPS = 3;
const PREPOSITIONS = /\s(?:in|at|from|of|on|with|by|under|over|near|inside|beside|among|above|below)\s/;

/** The words of a subject phrase before any preposition ("fox in snow" → fox), lower case. */
function wordsBeforePreposition(subject: string): string[] {
  return (subject.toLowerCase().split(PREPOSITIONS)[0] ?? '').match(/[\p{L}]+/gu) ?? [];
}

/** The head noun of a subject phrase: its last word before any preposition ("seaside town", "fox in snow"). */
const headOf = (subject: string): string => wordsBeforePreposition(subject).at(-1) ?? '';

/** The first few broader terms of a word (WordNet, first senses), nearest first. */
const broaderTerms = (word: string): string[] => broaderChain(word, STEPS);

const ownPlaceCache = new Map<string, boolean>();
const largeCache = new Map<string, boolean>();

function remembered(cache: Map<string, boolean>, head: string, work: () => boolean): boolean {
  const known = cache.get(head);
  if (known !== undefined) return known;
  const value = work();
  if (cache.size > 5000) cache.clear();
  cache.set(head, value);
  return value;
}

/** Whether a subject is a place or scene of its own, which takes no setting phrase. */
export function hasOwnPlace(subject: string): boolean {
  const head = headOf(subject);
  return remembered(
    ownPlaceCache,
    head,
    () => OWN_PLACE_HEADS.has(head) || broaderTerms(head).some((term) => HAS_OWN_PLACE.has(term)),
  );
}

/**
 * Whether a subject is or holds an animal too big for a room, a rooftop or an alley (a camel, a lion, an
 * elephant family): any of its words before a preposition.
 */
export function isLargeAnimal(subject: string): boolean {
  return wordsBeforePreposition(subject).some((word) =>
    remembered(
      largeCache,
      word,
      () => LARGE_ANIMAL_HEADS.has(word) || broaderTerms(word).some((term) => LARGE_ANIMAL.has(term)),
    ),
  );
}
