/**
 * Text handling shared by the answer index: words, terms (stopwords and question fillers dropped,
 * Porter-stemmed, synonyms folded to their group's canonical term) and sentences.
 * The index keeps a word as written, its stem and its canonical term; a question asks with the canonical
 * term when there is one, else the stem, else (a word the index has never seen, likely a typo) the word
 * as written, which fuzzy-matches the written words better than its mangled stem would.
 */
import { eng } from 'stopword';
import { stemmer } from 'stemmer';
import { QUESTION_FILLERS, SYNONYM_GROUPS } from './synonyms';

const DROPPED = new Set<string>([...eng, ...QUESTION_FILLERS]);

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

/** The term a question asks with for one word, or null when the word carries no topic. */
export function queryTermOf(word: string, vocabulary: Vocabulary): string | null {
  const lower = word.toLowerCase();
  if (DROPPED.has(lower)) return null;
  const stem = stemmer(lower);
  const canonical = CANONICAL_BY_STEM.get(stem);
  if (canonical) return canonical;
  return vocabulary.has(stem) ? stem : lower;
}

/** The terms the index keeps for one word: as written, its stem, and its synonym group's term. */
export function indexTermsOf(word: string): string[] | null {
  const lower = word.toLowerCase();
  if (DROPPED.has(lower)) return null;
  const stem = stemmer(lower);
  const canonical = CANONICAL_BY_STEM.get(stem);
  return [...new Set([lower, stem, ...(canonical ? [canonical] : [])])];
}

/** The distinct query terms of a text, in order of first use. */
export function queryTermsOf(text: string, vocabulary: Vocabulary): string[] {
  const terms = new Set<string>();
  for (const word of words(text)) {
    const term = queryTermOf(word, vocabulary);
    if (term) terms.add(term);
  }
  return [...terms];
}

/** The distinct index terms of a text. */
export function indexTermSet(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of words(text)) for (const term of indexTermsOf(word) ?? []) terms.add(term);
  return terms;
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
