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

/** Lower-case words of a text; apostrophes are removed so "don't" stays one word. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
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
