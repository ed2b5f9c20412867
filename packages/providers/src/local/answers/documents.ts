/**
 * What the scorer reads of one text it ranks (a trained pair or a passage): which index terms it holds and
 * in which of its fields, where they stand in its main field (for side-by-side pairs of words), and, for
 * a trained question, its words with their weights. Worked out from the text itself, not from the search
 * index's postings, so a question's exact expansions can be checked against a few candidates cheaply.
 */
import { answerTypeTermsOf } from './answer-types';
import { cueTermsOf } from './cues';
import { termPositions, type TermPositions } from './proximity';
import { indexTermsOf, isDropped, termOf, words } from './text';

/** Field bits of a term: in a pair, 1 = question and 2 = answer; in a passage, 1 = text and 2 = topic. */
export const MAIN_FIELD = 1;
export const SECOND_FIELD = 2;

export interface AnalysedText {
  /** Index term → the fields (bits) it occurs in. */
  fields: Map<string, number>;
  /** Where the main field's terms stand. */
  positions: TermPositions;
}

/** One word (or cue) of a trained question, for weighing how much of it a visitor's question matches. */
export interface QuestionTerm {
  variants: readonly string[];
  weight: number;
}

/** Every index term of a text: its words' terms and its question cues; its words go to `written`. */
export function documentTerms(text: string, written?: Set<string>): Set<string> {
  const terms = new Set<string>();
  for (const word of [...words(text), ...joinedWords(text)]) {
    written?.add(word);
    for (const term of indexTermsOf(word) ?? []) terms.add(term);
  }
  for (const cue of cueTermsOf(text)) terms.add(cue);
  for (const type of answerTypeTermsOf(text)) terms.add(type);
  return terms;
}

/** Hyphenated words joined up ("check-up" → "checkup", "e-bike" → "ebike"), as visitors often write them. */
export function joinedWords(text: string): string[] {
  if (!text.includes('-')) return [];
  return [...text.toLowerCase().matchAll(/\p{L}+(?:-\p{L}+)+/gu)].map((match) => match[0].replace(/-/g, ''));
}

export function analyseText(main: string, second: string): AnalysedText {
  const fields = new Map<string, number>();
  for (const term of documentTerms(main)) fields.set(term, MAIN_FIELD);
  for (const term of documentTerms(second)) fields.set(term, (fields.get(term) ?? 0) | SECOND_FIELD);
  return { fields, positions: termPositions(main) };
}

/** A cue of a trained question weighs this share of its average word. */
const CUE_SHARE = 0.5;

export function questionTerms(question: string, idf: (term: string) => number): QuestionTerm[] {
  const terms: QuestionTerm[] = [];
  for (const word of words(question)) {
    if (isDropped(word)) continue;
    terms.push({ variants: indexTermsOf(word) ?? [], weight: idf(termOf(word)) });
  }
  const mean = terms.reduce((sum, term) => sum + term.weight, 0) / Math.max(1, terms.length);
  for (const cue of cueTermsOf(question)) terms.push({ variants: [cue], weight: mean * CUE_SHARE });
  return terms;
}
