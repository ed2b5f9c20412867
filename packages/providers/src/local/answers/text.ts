/**
 * Text handling shared by the answer index: words, terms (stopwords and question fillers dropped,
 * Porter-stemmed, synonyms folded to their group's canonical term, numbers also kept as NUMBER_TERM) and
 * sentences. The index keeps a word as written, its stem and its canonical term; a question's word is known
 * by its canonical term when there is one, else its stem, else (a word the index has never seen) as
 * written.
 */
import { eng } from 'stopword';
import { stemmer as porterStemmer } from 'stemmer';
import { NUMBER_WORDS, QUESTION_FILLERS, SYNONYM_GROUPS } from './synonyms';

const DROPPED = new Set<string>([...eng, ...QUESTION_FILLERS]);

// Stems are asked for the same words over and over (every document, every question): remember them.
const STEM_CACHE_LIMIT = 200_000;
const stems = new Map<string, string>();
function stemmer(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= STEM_CACHE_LIMIT) stems.clear();
    stem = porterStemmer(word);
    stems.set(word, stem);
  }
  return stem;
}

/** Index terms that only the engine writes start with this (words() never yields it). */
export const MARK = '~';
/** The term the index adds for every number, written in digits or in words. */
export const NUMBER_TERM = `${MARK}number`;
const NUMBERS = new Set<string>(NUMBER_WORDS);
export const isNumber = (word: string): boolean => /^\d/.test(word) || NUMBERS.has(word);

// Synonyms are looked up by stem so that every word form of a group member folds to the group's term.
const CANONICAL_BY_STEM = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const canonical = stemmer(group[0] ?? '');
  for (const word of group) CANONICAL_BY_STEM.set(stemmer(word), canonical);
}

/** Contractions written out, with or without their apostrophe ("whats", "didnt" as visitors type them). */
const IRREGULAR_CONTRACTIONS: ReadonlyMap<string, string> = new Map([
  ["won't", 'will not'],
  ["can't", 'can not'],
  ["shan't", 'shall not'],
  ["ain't", 'is not'],
  ["let's", 'let us'],
  ['wont', 'will not'],
  ['cant', 'can not'],
  ['dont', 'do not'],
  ['doesnt', 'does not'],
  ['didnt', 'did not'],
  ['isnt', 'is not'],
  ['arent', 'are not'],
  ['wasnt', 'was not'],
  ['werent', 'were not'],
  ['hasnt', 'has not'],
  ['havent', 'have not'],
  ['hadnt', 'had not'],
  ['couldnt', 'could not'],
  ['shouldnt', 'should not'],
  ['wouldnt', 'would not'],
  ['whats', 'what is'],
  ['thats', 'that is'],
  ['wheres', 'where is'],
  ['whos', 'who is'],
  ['hows', 'how is'],
  ['whens', 'when is'],
  ['im', 'i am'],
  ['ive', 'i have'],
  ['youre', 'you are'],
  ['theyre', 'they are'],
]);
const CONTRACTION_ENDINGS: Readonly<Record<string, string>> = {
  "n't": ' not',
  "'re": ' are',
  "'ve": ' have',
  "'ll": ' will',
  "'d": ' would',
  "'m": ' am',
  // "what's", "it's", and the possessive "boiler's": "is" carries no topic either way.
  "'s": ' is',
};

/** One word (lower case) with its contraction written out, or the word itself. */
function expandWord(word: string): string {
  const irregular = IRREGULAR_CONTRACTIONS.get(word);
  if (irregular) return irregular;
  const ending = /(n't|'re|'ve|'ll|'d|'m|'s)$/.exec(word)?.[1];
  if (ending && word.length > ending.length) {
    return word.slice(0, -ending.length) + (CONTRACTION_ENDINGS[ending] ?? '');
  }
  return word;
}

/** A text's contractions written out in full, in lower case: "What's" → "what is", "didnt" → "did not". */
export function expandContractions(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[\p{L}']+/gu, expandWord);
}

/** While an index is built, each text's words are worked out once (they are asked for by every step). */
let buildMemo: Map<string, string[]> | null = null;

/** Runs `build` with words() remembering its results; they are dropped when it returns. */
export function withWordsRemembered<T>(build: () => T): T {
  if (buildMemo) return build();
  buildMemo = new Map();
  try {
    return build();
  } finally {
    buildMemo = null;
  }
}

/** Lower-case words of a text, contractions written out; other apostrophes are dropped ("o'clock"). */
export function words(text: string): string[] {
  const remembered = buildMemo?.get(text);
  if (remembered) return remembered;
  const out = splitWords(text);
  buildMemo?.set(text, out);
  return out;
}

function splitWords(text: string): string[] {
  const lower = text.toLowerCase();
  // Texts are long and contractions rare: only words with an apostrophe, or one of the few written
  // without it, are looked at.
  const out: string[] = [];
  const hasApostrophe = /['’‘`]/.test(lower);
  const source = hasApostrophe ? expandContractions(lower) : lower;
  for (const word of source.split(/[^\p{L}\p{N}']+/u)) {
    if (word.length === 0) continue;
    const plain = word.includes("'") ? word.replace(/'/g, '') : word;
    if (plain.length === 0) continue;
    const expanded = IRREGULAR_CONTRACTIONS.get(plain);
    if (expanded) out.push(...expanded.split(' '));
    else out.push(plain);
  }
  return out;
}

/** Which terms an index holds, to tell a question's known words from unknown ones. */
export type Vocabulary = ReadonlySet<string> | ReadonlyMap<string, unknown>;

/** Whether a word carries no topic (a stopword or a question filler). */
export function isDropped(word: string): boolean {
  return DROPPED.has(word.toLowerCase());
}

/** A word's Porter stem. */
export function stemOf(word: string): string {
  return stemmer(word.toLowerCase());
}

/** The synonym group's term of a word, or null when it belongs to no group. */
export function canonicalOf(word: string): string | null {
  return CANONICAL_BY_STEM.get(stemmer(word.toLowerCase())) ?? null;
}

/** The term a word is known by: its synonym group's term, else its stem. */
export function termOf(word: string): string {
  const stem = stemmer(word.toLowerCase());
  return CANONICAL_BY_STEM.get(stem) ?? stem;
}

/** The term a question asks with for one word, or null when the word carries no topic. */
export function queryTermOf(word: string, vocabulary: Vocabulary): string | null {
  const lower = word.toLowerCase();
  if (DROPPED.has(lower)) return null;
  const stem = stemmer(lower);
  const canonical = CANONICAL_BY_STEM.get(stem);
  if (canonical) return canonical;
  return vocabulary.has(stem) ? stem : lower;
}

/**
 * The terms the index keeps for one word: as written, its stem, its synonym group's term, and NUMBER_TERM
 * for a number. Terms the engine wrote itself (starting with MARK) pass unchanged.
 */
export function indexTermsOf(word: string): string[] | null {
  if (word.startsWith(MARK)) return [word];
  const lower = word.toLowerCase();
  const number = isNumber(lower) ? [NUMBER_TERM] : [];
  if (DROPPED.has(lower)) return number.length > 0 ? number : null;
  const stem = stemmer(lower);
  const canonical = CANONICAL_BY_STEM.get(stem);
  return [...new Set([lower, stem, ...(canonical ? [canonical] : []), ...number])];
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The sentences of a text, trimmed, empty ones dropped. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const { segment } of segmenter.segment(text.replace(/\s+/g, ' ').trim())) {
    const sentence = segment.trim();
    if (sentence) out.push(sentence);
  }
  return out;
}

/**
 * A short form of an answer: its first sentence, or the first two when the first is only a few words
 * ("Yes." followed by the reason).
 */
export function shorten(text: string): string {
  const all = sentences(text);
  if (all.length <= 1) return text.trim();
  const first = all[0] ?? '';
  return first.length < 30 ? `${first} ${all[1] ?? ''}`.trim() : first;
}
