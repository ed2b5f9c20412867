// The subject of an idea, built from the keywords: synonyms swapped in for variety, articles added where
// English wants them, lone adjectives attached to the first noun, several keywords joined in varied ways.
import {
  ADJECTIVES,
  DEFINITE_NOUNS,
  DETERMINERS,
  NO_ARTICLE,
  PHRASE_BREAKS,
  SYNONYMS,
} from './image-vocabulary';
import type { Rng } from './rng';
import { withArticle, words } from './text-utils';

/** Most words a subject may take, so the description stays within 60 words. */
export const SUBJECT_WORD_BUDGET = 22;

export interface SubjectParts {
  /** Keywords that name things, in order. */
  nouns: string[];
  /** Lone adjective keywords, which describe the first noun. */
  adjectives: string[];
}

/** "Cat" typed at the start of the input is the common noun "cat"; "Paris" stays a name. */
function uncapitalize(keyword: string): string {
  const lower = keyword.toLowerCase();
  const known =
    lower in SYNONYMS || NO_ARTICLE.has(lower) || DEFINITE_NOUNS.has(lower) || ADJECTIVES.has(lower);
  return known && /^\p{Lu}\p{Ll}*$/u.test(keyword) ? lower : keyword;
}

/** Splits keywords into nouns and lone adjectives and keeps them within the word budget. */
export function subjectParts(rawKeywords: readonly string[]): SubjectParts {
  const nouns: string[] = [];
  const adjectives: string[] = [];
  let budget = SUBJECT_WORD_BUDGET;
  for (const keyword of rawKeywords.map(uncapitalize)) {
    const kwWords = words(keyword);
    if (kwWords.length > budget) {
      // Only the first keyword is ever cut; later ones that do not fit are left out.
      if (nouns.length === 0 && adjectives.length === 0) nouns.push(kwWords.slice(0, budget).join(' '));
      break;
    }
    budget -= kwWords.length;
    if (kwWords.length === 1 && ADJECTIVES.has(keyword.toLowerCase())) adjectives.push(keyword);
    else nouns.push(keyword);
  }
  return { nouns, adjectives };
}

/** The words up to the first preposition or verb: "fox in the snow" → ["fox"]. */
export function headWords(phrase: string): string[] {
  const all = words(phrase);
  const start = all.findIndex((w) => !DETERMINERS.has(w.toLowerCase()));
  const head: string[] = [];
  for (const w of all.slice(start === -1 ? 0 : start)) {
    if (head.length > 0 && PHRASE_BREAKS.has(w.toLowerCase())) break;
    head.push(w);
  }
  return head.length > 0 ? head : all;
}

function isPlural(word: string): boolean {
  return /[^suis']s$/i.test(word) || /(ies|ves|men|children|people|mice|geese|feet|teeth)$/i.test(word);
}

/** Whether "a"/"an" belongs before the phrase ("a cat" but "cats", "the moon", "Paris", "fire"). */
export function needsArticle(phrase: string): boolean {
  const all = words(phrase);
  const first = all[0];
  if (first === undefined) return false;
  if (DETERMINERS.has(first.toLowerCase()) || /^[\p{N}]/u.test(first)) return false;
  if (/^\p{Lu}/u.test(first)) return false;
  // Scripts without letter case (Chinese, Japanese…) read fine without an English article.
  if (!/[a-z]/i.test(first)) return false;
  const head = headWords(phrase);
  const last = (head[head.length - 1] ?? first).toLowerCase();
  if (NO_ARTICLE.has(last) || isPlural(last)) return false;
  if (all.length === 1 && (/ing$/.test(last) || ADJECTIVES.has(last))) return false;
  return true;
}

/** "cat" → "a cat", "moon" → "the moon", "cats" → "cats". */
export function withDeterminer(phrase: string): string {
  if (!needsArticle(phrase)) return phrase;
  const head = headWords(phrase);
  return head.length === 1 && DEFINITE_NOUNS.has(phrase.toLowerCase())
    ? `the ${phrase}`
    : withArticle(phrase);
}

/** Swaps some words for synonyms (the word's meaning kept), matching a leading capital. */
export function swapSynonyms(phrase: string, rng: Rng, probability = 0.35): string {
  return phrase.replace(/\p{L}+/gu, (word) => {
    const options = SYNONYMS[word.toLowerCase()];
    if (!options || !rng.chance(probability)) return word;
    const choice = rng.pick(options);
    return /^\p{Lu}/u.test(word) ? choice.charAt(0).toUpperCase() + choice.slice(1) : choice;
  });
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The subject noun phrase of one idea; `fallback` is used when there are no noun keywords. Keywords in
 * another language than English get neither English articles nor English synonyms.
 */
export function buildSubject(parts: SubjectParts, rng: Rng, fallback: string, english = true): string {
  const swap = (phrase: string): string => (english ? swapSynonyms(phrase, rng) : phrase);
  const nouns = parts.nouns.length > 0 ? parts.nouns.map(swap) : [fallback];
  const [first, ...rest] = nouns as [string, ...string[]];
  const adjectives = parts.adjectives.map(swap);
  const described = adjectives.length > 0 ? `${listJoin(adjectives).replace(' and ', ', ')} ${first}` : first;
  const phrases = [described, ...rest].map((p, i) =>
    english || (i === 0 && parts.nouns.length === 0) ? withDeterminer(p) : p,
  );
  const [lead, ...others] = phrases as [string, ...string[]];
  if (others.length === 0) return lead;
  if (others.length === 1) {
    const joiner = rng.pick([' and ', ' with ', ' beside ', ' alongside ', ' together with ']);
    return `${lead}${joiner}${others[0]}`;
  }
  return rng.chance(0.5) ? listJoin(phrases) : `${lead} with ${listJoin(others)}`;
}

/** A short name for titles: the head of the first noun keyword, two words at most (three for "A and B"). */
export function titleSubject(parts: SubjectParts, rng: Rng, fallback: string): string {
  const short = (phrase: string): string[] => headWords(phrase).slice(-2);
  const [first, second] = parts.nouns;
  if (first === undefined) return short(fallback).join(' ');
  const a = short(first);
  if (second !== undefined && parts.nouns.length === 2 && a.length === 1 && rng.chance(0.5)) {
    const b = short(second);
    if (b.length === 1) return `${a[0]} and ${b[0]}`;
  }
  return a.join(' ');
}
