import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { ALLOW_LIST } from './allow-list';
import { foldText, matchVariants, unstretch } from './normalise';
import type { SafetyReason, SafetyResult } from './types';
import { wordIndex, type WordIndex } from './word-lists';

interface Hit {
  reason: SafetyReason;
  matched: string;
}

// When a text trips several rules, the most serious one is reported.
const SEVERITY: Record<SafetyReason, number> = { 'self-harm': 5, violence: 4, hate: 3, sexual: 2, other: 1 };

/** A token and the forms it may be listed under: stretched letters undone, a plural -s/-es dropped. */
function tokenForms(token: string): string[] {
  const forms = new Set<string>();
  for (const form of unstretch(token)) {
    forms.add(form);
    if (form.length > 3 && form.endsWith('s')) forms.add(form.slice(0, -1));
    // "-es" only after a sibilant ("asses", "boxes"), so "spices" does not become a slur.
    if (form.length > 4 && /(s|x|z|ch|sh)es$/.test(form)) forms.add(form.slice(0, -2));
  }
  return [...forms];
}

/** Positions covered by an allow-list phrase ("mona lisa", "cul de sac"). */
function shieldedPositions(tokens: string[], allowed: string[][]): Set<number> {
  const shielded = new Set<number>();
  for (const phrase of allowed) {
    if (phrase.length < 2) continue;
    for (let i = 0; i + phrase.length <= tokens.length; i++) {
      if (phrase.every((word, j) => tokens[i + j] === word))
        for (let j = 0; j < phrase.length; j++) shielded.add(i + j);
    }
  }
  return shielded;
}

/** Whole-word (and whole-phrase) matches of the multilingual lists in one token sequence. */
function listHits(tokens: string[], index: WordIndex): Hit[] {
  const hits: Hit[] = [];
  const shielded = shieldedPositions(tokens, index.allowed);
  tokens.forEach((token, i) => {
    for (const form of tokenForms(token)) {
      for (const listed of index.byFirstToken.get(form) ?? []) {
        const rest = listed.tokens.slice(1);
        const follows = rest.every((word, j) => {
          const next = tokens[i + 1 + j];
          return next !== undefined && (next === word || tokenForms(next).includes(word));
        });
        // Skipped only when an allowed phrase covers every word of the match ("girl on" ≠ "girl on top").
        const covered = listed.tokens.every((_, j) => shielded.has(i + j));
        if (follows && !covered) hits.push({ reason: listed.reason, matched: listed.term });
      }
    }
  });
  return hits;
}

let english: RegExpMatcher | undefined;

/** obscenity's English matcher: leetspeak, confusable letters and stretched words, with its own whitelist. */
function englishMatcher(): RegExpMatcher {
  if (!english) {
    const built = englishDataset.build();
    english = new RegExpMatcher({
      ...built,
      ...englishRecommendedTransformers,
      whitelistedTerms: [...(built.whitelistedTerms ?? []), ...ALLOW_LIST],
    });
  }
  return english;
}

function englishHits(texts: string[], index: WordIndex): Hit[] {
  const matcher = englishMatcher();
  const hits: Hit[] = [];
  for (const text of texts) {
    for (const match of matcher.getAllMatches(text)) {
      const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
      const matched = word ?? text.slice(match.startIndex, match.endIndex + 1);
      hits.push({ reason: index.categoryOf(foldText(matched)), matched });
    }
  }
  return hits;
}

/**
 * Muse's own safety check of a prompt (free users' text is checked before search or generate).
 * Matches whole words and phrases of maintained lists in English, Spanish, French, German, Portuguese and
 * Italian after normalising case, diacritics, leetspeak, stretched letters and spelled-out words.
 */
export function checkSafety(text: string): SafetyResult {
  const index = wordIndex();
  const variants = matchVariants(text);
  const hits = [
    ...variants.flatMap((tokens) => listHits(tokens, index)),
    ...englishHits([text, ...variants.map((tokens) => tokens.join(' '))], index),
  ];
  if (hits.length === 0) return { safe: true };
  const worst = hits.reduce((a, b) => (SEVERITY[b.reason] > SEVERITY[a.reason] ? b : a));
  return { safe: false, reason: worst.reason, matched: worst.matched };
}
