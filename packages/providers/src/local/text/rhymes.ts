// Rhymes from the CMU pronouncing dictionary: two words rhyme when their sounds from the last stressed
// vowel to the end are the same ("night" AY T, "light" AY T). The dictionary (135,000 words, 4.6 MB) is
// read once, on first use, so importing @muse/providers stays cheap.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Dictionary = Readonly<Record<string, string>>;

let dictionary: Dictionary | null = null;

/**
 * The package ships one ES module, `export const dictionary = {…}`, whose object is plain JSON. Reading it
 * as JSON keeps these functions synchronous and takes half the time of importing the module (~140 ms).
 */
function loadDictionary(): Dictionary {
  if (dictionary) return dictionary;
  const file = createRequire(import.meta.url).resolve('cmu-pronouncing-dictionary');
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf('{', source.indexOf('export const dictionary'));
  const end = source.lastIndexOf('}');
  if (start === -1 || end < start) throw new Error(`unexpected format of ${file}`);
  dictionary = JSON.parse(source.slice(start, end + 1)) as Dictionary;
  return dictionary;
}

/** "Night's," → "night's": lower case, curly apostrophes made straight, edge punctuation dropped. */
export function normalizeWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, '')
    .replace(/^'+|'+$/g, '');
}

/** Every pronunciation the dictionary lists for the word, most common first ([] when it is unknown). */
export function pronunciations(word: string): string[][] {
  const dict = loadDictionary();
  const key = normalizeWord(word);
  const found: string[][] = [];
  for (let n = 1; ; n++) {
    const entry = n === 1 ? key : `${key}(${n})`;
    if (!Object.hasOwn(dict, entry)) break;
    found.push((dict[entry] as string).split(' '));
  }
  return found;
}

/** The sounds from the last primary-stressed vowel (else the last vowel) to the end, stress marks dropped. */
export function rhymeKeyOf(phonemes: readonly string[]): string {
  let at = -1;
  for (let i = phonemes.length - 1; i >= 0 && at === -1; i--) if (phonemes[i]?.endsWith('1')) at = i;
  for (let i = phonemes.length - 1; i >= 0 && at === -1; i--) if (/\d$/.test(phonemes[i] ?? '')) at = i;
  return phonemes
    .slice(Math.max(at, 0))
    .map((p) => p.replace(/\d$/, ''))
    .join(' ');
}

/** The rhyme key of the word's most common pronunciation, or null when the dictionary does not know it. */
export function rhymeKey(word: string): string | null {
  const [first] = pronunciations(word);
  return first ? rhymeKeyOf(first) : null;
}

/** The rhyme keys of all the word's pronunciations ("wind" has two). */
export function rhymeKeys(word: string): string[] {
  return [...new Set(pronunciations(word).map(rhymeKeyOf))];
}

/** "day" and "today", "light" and "delight": one word ends in the other, which is no real rhyme. */
export function echoesWord(a: string, b: string): boolean {
  const x = normalizeWord(a);
  const y = normalizeWord(b);
  return x.endsWith(y) || y.endsWith(x);
}

/** Two different words that rhyme in some pronunciation ("fire" and "desire"; not "night" and "night"). */
export function rhymes(a: string, b: string): boolean {
  if (echoesWord(a, b)) return false;
  const keys = new Set(rhymeKeys(a));
  return rhymeKeys(b).some((k) => keys.has(k));
}

/** The last word of a line ("We were dancing in the rain," → "rain"). */
export function lastWord(line: string): string {
  const all = line.match(/[\p{L}\p{N}’']+/gu) ?? [];
  return normalizeWord(all[all.length - 1] ?? '');
}
