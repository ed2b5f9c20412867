// Whether a word in -ing is a verb's form ("skating", "baking", "running") rather than a noun of its own
// ("morning", "evening", "building", "painting"): WordNet must know its stem as a verb, and the word must
// not be one of the nouns that happen to end so.
import { baseForms } from '../answers/wordnet';

/** Nouns in -ing that are things, not doings (an article goes before them: "a building"). */
const ING_NOUNS: ReadonlySet<string> = new Set([
  'morning',
  'evening',
  'building',
  'painting',
  'drawing',
  'wedding',
  'ceiling',
  'ring',
  'king',
  'spring',
  'string',
  'wing',
  'thing',
  'swing',
  'sling',
  'sibling',
  'pudding',
  'dumpling',
  'duckling',
  'earring',
  'stocking',
  'offering',
  'clearing',
  'crossing',
  'landing',
  'dwelling',
  'opening',
  'gathering',
  'feeling',
  'meeting',
  'lightning',
  'awning',
  'railing',
  'carving',
  'clothing',
  'icing',
  'frosting',
  'stuffing',
  'filling',
  'setting',
  'sapling',
  'seedling',
  'herring',
  'viking',
  'kingling',
]);

/** Whether `word` (lower case) is an -ing form of a verb. */
export function isGerund(word: string): boolean {
  const lower = word.toLowerCase();
  return /[a-z]{2}ing$/.test(lower) && !ING_NOUNS.has(lower) && baseForms(lower, 'verb').length > 0;
}
