// Keywords as the engine should read them: names capitalised ("tokyo" → "Tokyo", "greek" → "Greek",
// "diwali" → "Diwali") and plain slips of the keyboard mended ("Mountian", "thunderstrom", "wterfall"), using
// the Hunspell English dictionary (`dictionary-en`, read by `nspell`). A word is only changed when the
// dictionary offers exactly one spelling that differs from it by a swapped, missing or extra letter: a rare
// word the dictionary lacks ("selkie", "pho", "gato") is never turned into another word ("selfie").
import { readFileSync } from 'node:fs';
import nspell from 'nspell';
import { isKnownWord } from '../answers/wordnet';
import { capitalizeNames } from './compromise-terms';
import { looksForeign } from './foreign';
import { capitalize } from './text-utils';

type Speller = ReturnType<typeof nspell>;

let speller: Speller | null = null;

/** The dictionary, read on first use (about 150 ms): most requests never need it. */
function load(): Speller {
  if (!speller) {
    const index = new URL(import.meta.resolve('dictionary-en'));
    speller = nspell({
      aff: readFileSync(new URL('index.aff', index)),
      dic: readFileSync(new URL('index.dic', index)),
    });
  }
  return speller;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The words the typed `word` could be after one slip: two neighbouring letters swapped ("mountian"), a
 * letter left out ("wterfall") or a letter doubled ("wizzard"). Any other extra letter is not a slip:
 * "ramen" is not "amen" typed badly. Checking these few hundred spellings is far cheaper than asking the
 * dictionary for suggestions, which can take 150 ms for one long unknown word.
 */
function oneSlipAway(word: string): Set<string> {
  const out = likeliestSlips(word);
  for (let i = 0; i <= word.length; i++)
    for (const letter of LETTERS) out.add(word.slice(0, i) + letter + word.slice(i));
  return out;
}

/**
 * The commonest slips alone: two letters swapped or one doubled. "beautifull" is one doubled "l" from
 * "beautiful", though one missing "y" from "beautifully" too: the doubled letter is the likelier slip.
 */
function likeliestSlips(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++)
    if (word[i] !== word[i + 1]) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  for (let i = 1; i < word.length; i++)
    if (word[i] === word[i - 1]) out.add(word.slice(0, i) + word.slice(i + 1));
  return out;
}

const MIN_MENDED_LENGTH = 5;
const cache = new Map<string, string>();

/** One word as it should be written: a name capitalised, one slip mended, or as it was. */
function mendWord(word: string): string {
  const known = cache.get(word);
  if (known !== undefined) return known;
  let out = word;
  const lower = word.toLowerCase();
  const spell = load();
  if (!spell.correct(word) && !isKnownWord(lower)) {
    // A name the dictionary knows only with capitals: "Oktoberfest", "NASA".
    const name = [capitalize(lower), lower.toUpperCase()].find(
      (form) => form !== lower && spell.correct(form),
    );
    if (name) out = name;
    else if (lower.length >= MIN_MENDED_LENGTH && !spell.correct(lower)) {
      const spelled = (words: Set<string>) =>
        [...words].filter((s) => s.length >= MIN_MENDED_LENGTH && spell.correct(s));
      const likeliest = spelled(likeliestSlips(lower));
      const slips = likeliest.length === 1 ? likeliest : spelled(oneSlipAway(lower));
      if (slips.length === 1 && slips[0]) out = /^\p{Lu}/u.test(word) ? capitalize(slips[0]) : slips[0];
    }
  } else if (/^\p{Ll}/u.test(word) && isCapitalOnly(lower)) {
    // "tokyo", "greek": the dictionary knows them only with a capital.
    out = capitalize(lower);
  }
  if (cache.size > 5000) cache.clear();
  cache.set(word, out);
  return out;
}

/** Whether the dictionary knows a word only with a capital ("Oktoberfest", "Diwali"): a name, not a noun. */
export function isCapitalOnly(word: string): boolean {
  const lower = word.toLowerCase();
  const spell = load();
  return !spell.correct(lower) && spell.correct(capitalize(lower));
}

/** Names of more than one word ("new york", "new orleans"), which compromise knows as places. */
const NAME_TAGS = ['Place', 'City', 'Country', 'Region', 'Month', 'WeekDay'];

/**
 * A keyword with its names capitalised and its slips mended; other words and punctuation unchanged. A
 * keyword in another language ("gato en la ventana") is left as typed.
 */
export function mendSpelling(keyword: string): string {
  if (looksForeign(keyword)) return keyword;
  const mended = keyword.replace(/\p{L}[\p{L}']*/gu, (word) =>
    /^[a-z']+$/i.test(word) ? mendWord(word) : word,
  );
  // Names of several words only in a keyword typed all in lower case: "Mountain lake" was capitalised on purpose.
  const lowerCase = keyword === keyword.toLowerCase();
  return lowerCase && /[\s,;]/.test(mended.trim()) ? capitalizeNames(mended, NAME_TAGS) : mended;
}
