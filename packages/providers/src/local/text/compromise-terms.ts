// compromise's reading of a short phrase, word by word, for the lyric engine's themes and briefs.
import nlp from './nlp';
import { capitalize, words } from './text-utils';

export interface TaggedTerm {
  text: string;
  tags: string[];
  normal: string;
}

const cache = new Map<string, TaggedTerm[]>();

/** The phrase's words as compromise tags them (remembered: a song asks about its themes many times). */
export function taggedTerms(phrase: string): readonly TaggedTerm[] {
  const cached = cache.get(phrase);
  if (cached) return cached;
  // compromise's json() is typed loosely; every term has the fields read here.
  const terms: TaggedTerm[] = nlp(phrase)
    .terms()
    .json()
    .map((t: { terms: TaggedTerm[] }) => t.terms[0])
    .filter((t: TaggedTerm | undefined): t is TaggedTerm => t !== undefined);
  if (cache.size > 2000) cache.clear();
  cache.set(phrase, terms);
  return terms;
}

/** The phrase with a capital on each word compromise tags with one of `names` ("europe" → "Europe"). */
export function capitalizeNames(phrase: string, names: readonly string[]): string {
  const tagged = taggedTerms(phrase);
  return words(phrase)
    .map((w, i) => (names.some((t) => tagged[i]?.tags.includes(t)) ? capitalize(w) : w))
    .join(' ');
}
