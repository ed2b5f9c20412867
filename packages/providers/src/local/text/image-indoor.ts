// Whether a keyword puts its subject indoors: "in a library", "in his workshop", "by the fireplace", "in a
// laundry basket", "playing with yarn". Then no weather, sky, moon or stars and no outdoor framing (tall
// grass, a rain puddle, across the water) belongs in the picture; window light and lamplight do. Rooms,
// buildings entered, shops and workplaces come from WordNet's broader terms; household things that say
// "indoors" whatever preposition comes before them are listed.
import { hypernyms } from './image-hypernyms';

/** Household things: a subject in, on or by one of them is inside a home. */
const HOUSEHOLD: ReadonlySet<string> = new Set([
  'basket',
  'laundry basket',
  'hamper',
  'bathtub',
  'bath',
  'tub',
  'bed',
  'crib',
  'cradle',
  'sofa',
  'couch',
  'armchair',
  'blanket',
  'quilt',
  'pillow',
  'fireplace',
  'hearth',
  'windowsill',
  'shelf',
  'bookshelf',
  'desk',
  'table',
  'kitchen table',
  'stove',
  'oven',
  'tomb',
  'crypt',
]);

/** Things played or worked with indoors ("kittens playing with yarn"). */
const HELD_INDOORS: ReadonlySet<string> = new Set(['yarn', 'ball of yarn', 'knitting', 'wool']);

/** Broader terms of a place that, entered ("in a …"), is indoors. "area" alone is not: a courtyard. */
const INDOOR_TERMS: ReadonlySet<string> = new Set([
  'room',
  'furniture',
  'building',
  'edifice',
  'restaurant',
  'establishment',
  'place of business',
  'grocery store',
  'workplace',
  'shelter',
]);

const PREPOSITION =
  /^(?:in|inside|into|within|by|beside|on|at|with|from|under|near|over|across|after|during)$/;
const DETERMINER = /^(?:a|an|the|his|her|their|my|our|its|your|some)$/;

/** Each preposition of a phrase with the noun phrase after it, up to the next preposition. */
function prepositionalPhrases(keyword: string): { preposition: string; noun: string[] }[] {
  const words = keyword.toLowerCase().match(/[\p{L}'-]+/gu) ?? [];
  const out: { preposition: string; noun: string[] }[] = [];
  words.forEach((word, i) => {
    if (!PREPOSITION.test(word)) return;
    const rest = words.slice(i + 1);
    const end = rest.findIndex((w) => PREPOSITION.test(w));
    const noun = (end === -1 ? rest : rest.slice(0, end)).filter((w) => !DETERMINER.test(w));
    if (noun.length > 0) out.push({ preposition: word, noun });
  });
  return out;
}

/** The head of a noun phrase and the compound of its last two words ("laundry basket"). */
const heads = (noun: readonly string[]): string[] => [noun.slice(-2).join(' '), noun.at(-1) ?? ''];

/** Whether a keyword places its subject indoors. */
export function isIndoors(keyword: string): boolean {
  return prepositionalPhrases(keyword).some(({ preposition, noun }) =>
    heads(noun).some((head) => {
      if (preposition === 'with') return HELD_INDOORS.has(head);
      if (HOUSEHOLD.has(head)) return preposition !== 'under' && preposition !== 'over';
      const entered = /^(?:in|inside|within|into)$/.test(preposition);
      return entered && hypernyms(head, 3).some((t) => INDOOR_TERMS.has(t));
    }),
  );
}
