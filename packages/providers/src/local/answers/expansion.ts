/**
 * What a question's word may match in one office's index, each with the credit a match earns: the word's
 * own term (1), words WordNet relates to it (less, the further the relation and the rarer the sense), and,
 * for a word neither the index nor WordNet knows (most likely a typo), index terms a letter or two away
 * or starting with it. Only terms the index holds are kept, so the expansions of a word stay few.
 *
 * A WordNet relative matches by the forms it is written in ("choose": choose, chooses, chose, chosen…),
 * not by its stem: stems of different words collide ("authorize" and "author" share "author").
 */
import SearchableMap from 'minisearch/SearchableMap';
import { LIGHT_WORDS } from './synonyms';
import { canonicalOf, isDropped, MARK, queryTermOf, stemOf, termOf } from './text';
import { answerTypesAskedBy } from './answer-types';
import { adjacentSwaps, typoDistance } from './typos';
import type { WordVectors } from './word-vectors';
import {
  baseForms,
  irregularForms,
  isKnownWord,
  neighbours,
  PARTS_OF_SPEECH,
  senseCount,
  type PartOfSpeech,
  type Relation,
} from './wordnet';

const LIGHT = new Set(LIGHT_WORDS);
/** Question words that ask for a kind of answer (answer-types.ts), by their index term. */
const ASKING = answerTypesAskedBy(termOf);

/** Index term → the credit a match on it earns, 0 to 1. */
export type Expansion = Map<string, number>;

/** How many of a word's most frequent WordNet senses (per part of speech) are followed. */
const WORDNET_SENSES = 3;
/** A word with this many senses or more is vague ("set", "take"): only its most frequent sense is followed. */
const VAGUE_WORD_SENSES = 20;
/** Credit for a WordNet neighbour of a word's most frequent sense, by relation. */
const RELATION_CREDIT: Record<Relation, number> = {
  synonym: 0.8,
  similar: 0.7,
  derived: 0.7,
  broader: 0.6,
  narrower: 0.5,
  part: 0.5,
  whole: 0.5,
};
/** How steeply a relative's credit falls with how much more common it is than the word (IDF ratio). */
const SPECIFICITY_EXPONENT = 0.5;
/** Each later sense earns this much of the one before: rarer senses are likelier the wrong meaning. */
const LATER_SENSE_FACTOR = 0.85;
/** A WordNet relative's stem earns this share of the relative's credit (other forms, other senses). */
const STEM_FAMILY = 0.9;
/** Credit for a match on a stem that is itself another word (see Expander.stemCredit). */
const STEM_COLLISION_CREDIT = 0.6;
/** Credit for a typo's match one edit away, and two edits away (words of 8 letters or more). */
const FUZZY_CREDIT = [1, 0.7, 0.6] as const;
/** Credit for a typo of two swapped letters ("recieve"), which edit distance counts as two edits. */
const SWAP_CREDIT = 0.8;
/** Credit for an index term that starts with an unknown word of 4 letters or more. */
const PREFIX_CREDIT = 0.6;
const MAX_PREFIX_MATCHES = 20;
/**
 * A word of the index whose vector is at least this close to a question word's (cosine) is met by it, at
 * a credit that grows with the closeness up to SEMANTIC_MAX_CREDIT ("rubbish" – "waste" 0.62).
 */
export const SEMANTIC_MIN = 0.6;
const SEMANTIC_MAX_CREDIT = 0.4;
/** What a corrected misspelling's matches earn, as a share of the corrected word's. */
const CORRECTED_CREDIT = 0.9;
/** Expansions kept per index; past this the cache starts again (a long-running office stays bounded). */
const CACHE_LIMIT = 20_000;

/** The forms a base word of a part of speech may be written in: regular endings and irregular forms. */
export function writtenForms(base: string, pos: PartOfSpeech): string[] {
  const forms = new Set<string>([base, ...irregularForms(base)]);
  if (pos === 'adv') return [...forms];
  if (pos === 'adj') {
    // Comparative and superlative: "old" → "older", "oldest"; "early" → "earlier".
    const stem = /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}i`
      : base.endsWith('e')
        ? base.slice(0, -1)
        : base;
    forms.add(`${stem}er`);
    forms.add(`${stem}est`);
    return [...forms];
  }
  // "day" → "days" but "party" → "parties", "parried".
  const consonantY = /[^aeiou]y$/.test(base);
  forms.add(/(s|x|z|ch|sh)$/.test(base) ? `${base}es` : consonantY ? `${base.slice(0, -1)}ies` : `${base}s`);
  if (pos === 'noun') return [...forms];
  if (base.endsWith('e')) {
    forms.add(`${base}d`);
    forms.add(`${base.slice(0, -1)}ing`);
  } else if (consonantY) {
    forms.add(`${base.slice(0, -1)}ied`);
    forms.add(`${base}ing`);
  } else {
    forms.add(`${base}ed`);
    forms.add(`${base}ing`);
  }
  // A short final syllable doubles its consonant: "stop" → "stopped", "stopping".
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(base)) {
    forms.add(`${base}${base.slice(-1)}ed`);
    forms.add(`${base}${base.slice(-1)}ing`);
  }
  return [...forms];
}

/** A word's base forms in every part of speech WordNet knows it in. */
function baseFormsOf(word: string): { base: string; pos: PartOfSpeech }[] {
  return PARTS_OF_SPEECH.flatMap((pos) => baseForms(word, pos).map((base) => ({ base, pos })));
}

export class Expander {
  /** The index's words as written, for typo matching; made on the first typo. */
  private writtenWords: SearchableMap<true> | null = null;
  /** The vector rows of the index's topic words as written; made on the first semantic lookup. */
  private vectorRows: { word: string; row: number }[] | null = null;
  private readonly cache = new Map<string, Expansion>();
  /** Words expanded that only word vectors relate to the index (no form, WordNet relative or typo). */
  private readonly meaningOnly = new Set<string>();

  /**
   * `vocabulary`: every index term (its document frequency); `idf`: a term's weight; `words`: the words of
   * the index's texts as written, lower case.
   */
  constructor(
    private readonly vocabulary: ReadonlyMap<string, number>,
    private readonly idf: (term: string) => number,
    private readonly words: Iterable<string>,
    private readonly vectors: WordVectors | null = null,
  ) {}

  private get terms(): SearchableMap<true> {
    if (!this.writtenWords) {
      this.writtenWords = new SearchableMap<true>();
      for (const word of this.words) this.writtenWords.set(word, true);
    }
    return this.writtenWords;
  }

  /** The term the candidate search asks with for a matched term: the stem all its forms share. */
  searchTerm(term: string): string {
    if (term.startsWith(MARK)) return term;
    const family = termOf(term);
    return this.vocabulary.has(family) ? family : term;
  }

  /** The term a question word is asked with (see queryTermOf) and whether the index holds it. */
  primary(word: string): { term: string; known: boolean } | null {
    const term = queryTermOf(word, this.vocabulary);
    return term === null ? null : { term, known: this.vocabulary.has(term) };
  }

  /**
   * What one question word matches, with credits; empty for a word that carries no topic. A light word
   * ("get", "become") matches only its own forms: its WordNet relatives are everywhere.
   */
  expand(word: string, light = false): Expansion {
    const lower = word.toLowerCase();
    return this.cached(`${light ? '!' : ''}${lower}`, () => {
      const expansion: Expansion = new Map();
      const primary = this.primary(lower);
      if (!primary) return expansion;
      if (primary.known) expansion.set(primary.term, this.stemCredit(lower, primary.term));
      for (const { base, pos } of baseFormsOf(lower)) {
        for (const form of writtenForms(base, pos)) this.add(expansion, form, 1);
      }
      for (const [type, credit] of ASKING.get(termOf(lower)) ?? []) this.add(expansion, type, credit);
      if (light) return expansion;
      this.addNeighbours(lower, expansion, this.idf(primary.term));
      if (!primary.known && !isKnownWord(lower)) {
        this.addLooseMatches(lower, expansion);
        // A misspelling of a word the office does not use ("proffesor"): what the word meant reaches.
        const meant = this.vectors?.correction(lower);
        if (meant && meant !== lower) {
          for (const [term, credit] of this.expand(meant))
            this.add(expansion, term, CORRECTED_CREDIT * credit);
          if (this.unrelated(meant)) this.meaningOnly.add(lower);
          return expansion;
        }
      }
      if (expansion.size === 0) this.meaningOnly.add(lower);
      this.addSemanticNeighbours(lower, expansion);
      return expansion;
    });
  }

  /**
   * Whether nothing in the index relates to a word by its forms, WordNet or a typo, only (if at all) by
   * word vectors: a sign that the question may be about something else. Call after expand().
   */
  unrelated(word: string): boolean {
    return this.meaningOnly.has(word.toLowerCase());
  }

  /** What a WordNet phrase ("armed forces", "set up") matches through its relatives. */
  expandPhrase(phrase: string): Expansion {
    return this.cached(phrase, () => {
      const expansion: Expansion = new Map();
      const parts = phrase.split(' ').map((part) => this.idf(termOf(part)));
      this.addNeighbours(phrase, expansion, Math.max(...parts));
      return expansion;
    });
  }

  /**
   * A stem that is a different word than the one asked ("france" → "franc", "authorize" → "author") may
   * match the wrong word: it earns less than a stem no word has ("representatives" → "repres").
   */
  private stemCredit(word: string, term: string): number {
    if (term === word || canonicalOf(word) === term || !isKnownWord(term)) return 1;
    return baseFormsOf(word).some(({ base }) => base === term) ? 1 : STEM_COLLISION_CREDIT;
  }

  private cached(key: string, make: () => Expansion): Expansion {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const expansion = make();
    if (this.cache.size >= CACHE_LIMIT) {
      this.cache.clear();
      this.meaningOnly.clear();
    }
    this.cache.set(key, expansion);
    return expansion;
  }

  private add(expansion: Expansion, term: string, credit: number): void {
    if (!this.vocabulary.has(term)) return;
    if ((expansion.get(term) ?? 0) < credit) expansion.set(term, credit);
  }

  /**
   * WordNet relatives of a word whose own term weighs `weight` (IDF). A relative much more common in the
   * index than the word itself earns less: "freedom" matching "state" says little.
   */
  private addNeighbours(word: string, expansion: Expansion, weight: number): void {
    const senses = senseCount(word) >= VAGUE_WORD_SENSES ? 1 : WORDNET_SENSES;
    for (const neighbour of neighbours(word, senses)) {
      // Phrases, abbreviations ("al" for Alabama) and words that carry no topic are left out.
      if (neighbour.word.includes(' ') || neighbour.word.length < 3 || neighbour.word === word) continue;
      if (isDropped(neighbour.word) || LIGHT.has(neighbour.word)) continue;
      if (neighbour.relation === 'narrower' && neighbour.sense > 0) continue;
      const credit = RELATION_CREDIT[neighbour.relation] * LATER_SENSE_FACTOR ** neighbour.sense;
      const specific = (term: string) =>
        credit * Math.min(1, (this.idf(term) / weight) ** SPECIFICITY_EXPONENT);
      for (const form of writtenForms(neighbour.word, neighbour.pos)) {
        this.add(expansion, form, specific(form));
      }
      // Its stem reaches its other derived forms ("compensate" – "compensation"), unless that stem is
      // itself another word ("authorize" – "author").
      const stem = stemOf(neighbour.word);
      if (stem !== neighbour.word && !isKnownWord(stem)) {
        this.add(expansion, stem, STEM_FAMILY * specific(stem));
      }
    }
  }

  /** Words of the index whose vectors are close to the word's ("pensioners" – "seniors"). */
  private addSemanticNeighbours(word: string, expansion: Expansion): void {
    const vectors = this.vectors;
    const row = vectors?.row(word) ?? -1;
    if (!vectors || row < 0) return;
    if (!this.vectorRows) {
      this.vectorRows = [];
      for (const written of new Set(this.words)) {
        const at = isDropped(written) || LIGHT.has(written) ? -1 : vectors.row(written);
        if (at >= 0) this.vectorRows.push({ word: written, row: at });
      }
    }
    for (const { word: written, row: other } of this.vectorRows) {
      if (other === row) continue;
      const similarity = vectors.rowSimilarity(row, other);
      if (similarity < SEMANTIC_MIN) continue;
      const credit =
        SEMANTIC_MAX_CREDIT * Math.min(1, (similarity - SEMANTIC_MIN) / (1 - SEMANTIC_MIN) + 0.5);
      this.add(expansion, written, credit);
    }
  }

  private addLooseMatches(word: string, expansion: Expansion): void {
    for (const swapped of adjacentSwaps(word)) {
      this.add(expansion, swapped, SWAP_CREDIT);
      this.add(expansion, termOf(swapped), SWAP_CREDIT);
    }
    const distance = typoDistance(word);
    if (distance > 0) {
      for (const [term, [, edits]] of this.terms.fuzzyGet(word, distance)) {
        // The matched word as written, and the term all its forms share.
        this.add(expansion, term, FUZZY_CREDIT[edits] ?? 0);
        this.add(expansion, termOf(term), FUZZY_CREDIT[edits] ?? 0);
      }
    }
    if (word.length >= 4) {
      let count = 0;
      for (const term of this.terms.atPrefix(word).keys()) {
        if (term === word) continue;
        this.add(expansion, term, PREFIX_CREDIT);
        if (++count === MAX_PREFIX_MATCHES) break;
      }
    }
  }
}
