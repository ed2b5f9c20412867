// The multilingual lists: LDNOOBW's (npm `naughty-words`) for the languages Muse checks, plus Muse's own
// violence and self-harm terms, minus the allow list. Only the languages imported here are loaded.
import de from 'naughty-words/de.json' with { type: 'json' };
import en from 'naughty-words/en.json' with { type: 'json' };
import es from 'naughty-words/es.json' with { type: 'json' };
import fr from 'naughty-words/fr.json' with { type: 'json' };
import it from 'naughty-words/it.json' with { type: 'json' };
import pt from 'naughty-words/pt.json' with { type: 'json' };
import { ALLOW_LIST } from './allow-list';
import { EXTRA_TERMS, buildCategoryIndex } from './categories';
import { foldText, tokenize } from './normalise';
import type { SafetyReason } from './types';

export const LANGUAGES = { en, es, fr, de, pt, it } as const;

export interface ListedTerm {
  /** The term folded, as in the lists. */
  term: string;
  tokens: string[];
  reason: SafetyReason;
}

export interface WordIndex {
  /** Listed terms by their first token. */
  byFirstToken: Map<string, ListedTerm[]>;
  /** Allow-list entries as token sequences. */
  allowed: string[][];
  categoryOf: (term: string) => SafetyReason;
}

function buildIndex(): WordIndex {
  const allowed = ALLOW_LIST.map((entry) => tokenize(foldText(entry)));
  const allowedKeys = new Set(allowed.map((tokens) => tokens.join(' ')));
  const categoryOf = buildCategoryIndex(foldText);
  const byFirstToken = new Map<string, ListedTerm[]>();
  const all = [...Object.values(LANGUAGES).flat(), ...EXTRA_TERMS];
  for (const raw of all) {
    const tokens = tokenize(foldText(raw));
    const first = tokens[0];
    const term = tokens.join(' ');
    // Emoji and symbol-only entries fold to nothing; they are not words to match.
    if (first === undefined || allowedKeys.has(term)) continue;
    const bucket = byFirstToken.get(first) ?? [];
    if (!bucket.some((t) => t.term === term)) bucket.push({ term, tokens, reason: categoryOf(term) });
    byFirstToken.set(first, bucket);
  }
  return { byFirstToken, allowed, categoryOf };
}

let index: WordIndex | undefined;

/** Built on first use, so importing the domain package costs nothing until a check runs. */
export function wordIndex(): WordIndex {
  index ??= buildIndex();
  return index;
}
