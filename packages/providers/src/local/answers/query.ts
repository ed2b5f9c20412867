/**
 * A visitor's question as the answer index scores it, in units that each weigh something and are met, more
 * or less, by a text: one per topic word (the index terms that count as it, with credits: the word itself,
 * its WordNet relatives, a typo's matches), one per pair of neighbouring topic words (met when a text has
 * them side by side), and one per question cue ("how many" wants a number).
 */
import { cueTerm, findCues } from './cues';
import type { Expander, Expansion } from './expansion';
import { LIGHT_WORDS } from './synonyms';
import { isDropped, isNumber, MARK, termOf, words } from './text';
import { phraseLemma, senseCount } from './wordnet';

export interface QueryUnit {
  /** Index term → credit a match on it earns. */
  matches: Expansion;
  weight: number;
  /** For a pair unit: the two neighbouring word units to find side by side; its own matches are empty. */
  pair?: readonly [QueryUnit, QueryUnit];
  /** Whether the unit stands for a word of the question (not a cue or a pair). */
  word?: boolean;
  /**
   * A specific word (few WordNet senses: "pizza", not "time") that nothing in the index meets, by form,
   * relative or typo: a sign the question is about something else.
   */
  foreign?: boolean;
  /** A word that only word vectors relate to the index, if anything does (see Expander.unrelated). */
  unrelated?: boolean;
}

export interface Query {
  units: QueryUnit[];
  totalWeight: number;
  /** The best credit of each term any unit matches. */
  credits: Map<string, number>;
  /**
   * The terms the candidate search asks with, each with its best credit: one term per word form family
   * (its stem), fewer than the exact forms the scoring checks.
   */
  search: Map<string, number>;
}

/** A cue weighs this share of an average topic word: it says what kind of answer, not what about. */
const CUE_WEIGHT = 0.5;
/** A light word ("get", "become") weighs this share of what its rarity alone would give it. */
const LIGHT_WEIGHT = 0.1;
/** A number in a question ("the two chambers") mostly restates what the asker assumes: it weighs half. */
const NUMBER_WEIGHT = 0.5;
/** A pair of neighbouring words weighs this share of the lighter of the two. */
const PAIR_WEIGHT = 0.25;
/** A word with this many WordNet senses or more is general ("time"), never a sign of another subject. */
const GENERAL_WORD_SENSES = 5;
/** How many word families of one unit the candidate search asks with. */
const SEARCH_TERMS_PER_UNIT = 8;
const LIGHT = new Set(LIGHT_WORDS);

interface WordUnit extends QueryUnit {
  /** Light words and numbers form no pairs: "get a" or "two chambers" name nothing. */
  pairs: boolean;
}

function merge(...expansions: Expansion[]): Expansion {
  const merged: Expansion = new Map();
  for (const expansion of expansions) {
    for (const [term, credit] of expansion) merged.set(term, Math.max(merged.get(term) ?? 0, credit));
  }
  return merged;
}

/** The query of a question, or null when it has no topic word at all ("what is it?"). */
export function buildQuery(
  question: string,
  expander: Expander,
  idf: (term: string) => number,
): Query | null {
  const list = words(question);
  const cues = findCues(list);
  const consumed = new Set(cues.flatMap((match) => match.positions));
  const units: WordUnit[] = [];
  const seen = new Set<string>();

  const addWord = (word: string, meaning?: Expansion) => {
    const primary = expander.primary(word);
    if (!primary || seen.has(primary.term)) return;
    seen.add(primary.term);
    // A light word in a phrase ("set up") carries the phrase's meaning: it weighs as a topic word.
    const light = LIGHT.has(word) && !meaning;
    const number = isNumber(word);
    const own = expander.expand(word, LIGHT.has(word));
    units.push({
      matches: meaning ? merge(own, meaning) : own,
      weight: idf(primary.term) * (light ? LIGHT_WEIGHT : number ? NUMBER_WEIGHT : 1),
      pairs: !light && !number,
      word: true,
      foreign: own.size === 0 && !meaning?.size && senseCount(word) < GENERAL_WORD_SENSES,
      unrelated: !light && expander.unrelated(word) && !meaning?.size,
    });
  };

  for (let position = 0; position < list.length; position++) {
    const word = list[position] ?? '';
    if (consumed.has(position)) continue;
    const next = list[position + 1];
    const phrase =
      next !== undefined && !consumed.has(position + 1) && !(isDropped(word) && isDropped(next))
        ? phraseLemma(word, next)
        : null;
    if (phrase && next !== undefined) {
      // Each word of a WordNet phrase ("armed forces") stays a unit, and either is met by what it means.
      const meaning = expander.expandPhrase(phrase);
      addWord(word, meaning);
      addWord(next, meaning);
      position++;
    } else {
      addWord(word);
    }
  }
  if (units.length === 0) return null;
  const meanWeight = units.reduce((sum, unit) => sum + unit.weight, 0) / units.length;

  const all: QueryUnit[] = [...units];
  for (let i = 0; i + 1 < units.length; i++) {
    const first = units[i];
    const second = units[i + 1];
    if (!first?.pairs || !second?.pairs) continue;
    all.push({
      matches: new Map(),
      weight: PAIR_WEIGHT * Math.min(first.weight, second.weight),
      pair: [first, second],
    });
  }
  for (const { cue } of cues) {
    const matches: Expansion = new Map([[cueTerm(cue), 1]]);
    for (const [word, credit] of Object.entries(cue.answers)) {
      matches.set(word.startsWith(MARK) ? word : termOf(word), credit);
    }
    all.push({ matches, weight: meanWeight * CUE_WEIGHT });
  }

  const credits = new Map<string, number>();
  const search = new Map<string, number>();
  for (const unit of all) {
    const families = new Map<string, number>();
    for (const [term, credit] of unit.matches) {
      credits.set(term, Math.max(credits.get(term) ?? 0, credit));
      const family = expander.searchTerm(term);
      families.set(family, Math.max(families.get(family) ?? 0, credit));
    }
    // The search asks with each unit's best few families: the candidates it finds are scored in full.
    const best = [...families].sort((a, b) => b[1] - a[1]).slice(0, SEARCH_TERMS_PER_UNIT);
    for (const [family, credit] of best) search.set(family, Math.max(search.get(family) ?? 0, credit));
  }
  return { units: all, totalWeight: all.reduce((sum, unit) => sum + unit.weight, 0), credits, search };
}
