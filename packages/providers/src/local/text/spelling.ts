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

/**
 * Whether the typed word `a` is the word `b` with two neighbouring letters swapped ("mountian"), a letter
 * left out ("wterfall") or a letter doubled ("wizzard"). Any other extra letter is not a slip: "ramen" is
 * not "amen" typed badly.
 */
function oneSlipApart(a: string, b: string): boolean {
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    const [i, j] = diff;
    return diff.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  if (b.length === a.length + 1) {
    for (let i = 0; i < b.length; i++) if (b.slice(0, i) + b.slice(i + 1) === a) return true;
    return false;
  }
  if (a.length === b.length + 1) {
    for (let i = 1; i < a.length; i++)
      if (a[i] === a[i - 1] && a.slice(0, i) + a.slice(i + 1) === b) return true;
  }
  return false;
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
    const suggestions = spell.suggest(lower);
    const name = suggestions.find((s) => s.toLowerCase() === lower && s !== lower);
    if (name) out = name;
    else if (lower.length >= MIN_MENDED_LENGTH && !spell.correct(lower)) {
      const slips = suggestions.filter(
        (s) => /^[a-z]+$/.test(s) && s.length >= MIN_MENDED_LENGTH && oneSlipApart(lower, s),
      );
      if (slips.length === 1 && slips[0]) out = /^\p{Lu}/u.test(word) ? capitalizeFirst(slips[0]) : slips[0];
    }
  } else if (/^\p{Ll}/u.test(word) && !spell.correct(lower) && spell.correct(capitalizeFirst(lower))) {
    // "tokyo", "greek": the dictionary knows them only with a capital.
    out = capitalizeFirst(lower);
  }
  if (cache.size > 5000) cache.clear();
  cache.set(word, out);
  return out;
}

const capitalizeFirst = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

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
