// The meter of lyrics: syllables per line, counted with the `syllable` package (cached per word, since
// the same words come back in every candidate line).
import { syllable } from 'syllable';

const cache = new Map<string, number>();
const CACHE_LIMIT = 20_000;

function wordSyllables(word: string): number {
  let n = cache.get(word);
  if (n === undefined) {
    n = syllable(word);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, n);
  }
  return n;
}

/** Syllables in a line of lyrics. */
export function countSyllables(line: string): number {
  const all = line.toLowerCase().match(/[\p{L}\p{N}’'-]+/gu) ?? [];
  return all.reduce((sum, word) => sum + wordSyllables(word), 0);
}

/** The mean syllables per line, or null when there are no lines. */
export function averageSyllables(lines: readonly string[]): number | null {
  if (lines.length === 0) return null;
  return lines.reduce((sum, line) => sum + countSyllables(line), 0) / lines.length;
}
