/**
 * How far a typed word may stray from the word meant: the same rule for matching an office's own words
 * (expansion.ts) and for correcting to everyday English (word-vectors.ts).
 */

/** Edits allowed for a word of this length: none under 5 letters, one up to 7, two from 8. */
export function typoDistance(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0;
}

/**
 * The word with each pair of neighbouring letters swapped ("recieve" → "receive", …): a typo edit
 * distance counts as two edits.
 */
export function adjacentSwaps(word: string): string[] {
  const swaps: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) {
    swaps.push(`${word.slice(0, i)}${word[i + 1] ?? ''}${word[i] ?? ''}${word.slice(i + 2)}`);
  }
  return swaps;
}
