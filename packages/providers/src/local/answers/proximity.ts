/**
 * Neighbouring words of a question found side by side in a text ("supreme court", "house of
 * representatives") are likelier the same thing than the two words found far apart.
 */
import type { QueryUnit } from './query';
import { indexTermsOf, words } from './text';

/** Index term → the word positions it occurs at, for one text. */
export type TermPositions = ReadonlyMap<string, readonly number[]>;

export function termPositions(text: string): TermPositions {
  const positions = new Map<string, number[]>();
  words(text).forEach((word, position) => {
    for (const term of indexTermsOf(word) ?? []) {
      const list = positions.get(term);
      if (list) list.push(position);
      else positions.set(term, [position]);
    }
  });
  return positions;
}

/** How many words apart two terms may stand and still count as side by side ("house of representatives"). */
const PAIR_SPAN = 3;

/**
 * The credit a text earns for a pair of word units: the lesser credit of the two words' best matches
 * that stand within PAIR_SPAN words of each other, 0 when none do.
 */
export function pairCredit(first: QueryUnit, second: QueryUnit, positions: TermPositions): number {
  let best = 0;
  for (const [termA, creditA] of first.matches) {
    const at = positions.get(termA);
    if (!at) continue;
    for (const [termB, creditB] of second.matches) {
      const credit = Math.min(creditA, creditB);
      if (credit <= best) continue;
      const bt = positions.get(termB);
      if (bt && at.some((a) => bt.some((b) => b !== a && Math.abs(a - b) <= PAIR_SPAN))) best = credit;
    }
  }
  return best;
}
