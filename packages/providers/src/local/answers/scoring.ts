/**
 * How well a text meets a question: the weighted share of the question's units it meets (coverage), how
 * much of a trained question the visitor's question accounts for (reverse coverage), and how much of the
 * question is foreign to the office altogether.
 */
import type { AnalysedText, QuestionTerm } from './documents';
import { pairCredit, type TermPositions } from './proximity';
import type { Query, QueryUnit } from './query';

/** The credit one text earns for a unit in the fields `mask` selects. */
export function unitCredit(
  unit: QueryUnit,
  text: AnalysedText,
  mask: number,
  positions?: TermPositions,
): number {
  if (unit.pair) return positions ? pairCredit(unit.pair[0], unit.pair[1], positions) : 0;
  let best = 0;
  for (const [term, credit] of unit.matches) {
    if (credit > best && ((text.fields.get(term) ?? 0) & mask) !== 0) best = credit;
  }
  return best;
}

/** The weighted share of a question's units a text meets in the fields `mask` selects. */
export function coverage(query: Query, text: AnalysedText, mask: number, positions?: TermPositions): number {
  let covered = 0;
  for (const unit of query.units) covered += unit.weight * unitCredit(unit, text, mask, positions);
  return query.totalWeight > 0 ? covered / query.totalWeight : 0;
}

/** A match at this credit or more is on the word itself or one of its forms (see expansion.ts). */
const OWN_FORM_CREDIT = 0.99;

export interface WordCoverage {
  /** The weighted share of the question's words a text meets by their own forms. */
  lexical: number;
  /** The weighted share of the question's words a text does not meet at all. */
  unmet: number;
}

/** How a text meets the question's words (not its pairs or cues): by their own forms, or not at all. */
export function wordCoverage(query: Query, text: AnalysedText, mask: number): WordCoverage {
  let total = 0;
  let lexical = 0;
  let unmet = 0;
  for (const unit of query.units) {
    if (!unit.word) continue;
    total += unit.weight;
    const credit = unitCredit(unit, text, mask);
    if (credit >= OWN_FORM_CREDIT) lexical += unit.weight;
    else if (credit === 0) unmet += unit.weight;
  }
  return total > 0 ? { lexical: lexical / total, unmet: unmet / total } : { lexical: 0, unmet: 1 };
}

/** The weighted share of a question's foreign words (see QueryUnit.foreign). */
export function foreignShare(query: Query): number {
  return shareOf(query, (unit) => !!unit.foreign);
}

/** The weighted share of a question's words that only word vectors relate to the office, if anything. */
export function unrelatedShare(query: Query): number {
  return shareOf(query, (unit) => !!unit.unrelated);
}

/**
 * How well the office as a whole knows the question's words: the weighted mean of each word's best credit
 * anywhere in the index (1 for a word it uses, less for one only a relative or a near meaning reaches).
 */
export function officeCoverage(query: Query): number {
  let total = 0;
  let known = 0;
  for (const unit of query.units) {
    if (!unit.word) continue;
    total += unit.weight;
    let best = 0;
    for (const credit of unit.matches.values()) best = Math.max(best, credit);
    known += unit.weight * best;
  }
  return total > 0 ? known / total : 0;
}

function shareOf(query: Query, test: (unit: QueryUnit) => boolean): number {
  let total = 0;
  let share = 0;
  for (const unit of query.units) {
    if (!unit.word) continue;
    total += unit.weight;
    if (test(unit)) share += unit.weight;
  }
  return total > 0 ? share / total : 0;
}

/** How much of a trained question the visitor's question accounts for (weighted share of its terms). */
export function reverseCoverage(query: Query, terms: readonly QuestionTerm[]): number {
  let total = 0;
  let covered = 0;
  for (const term of terms) {
    total += term.weight;
    let credit = 0;
    for (const variant of term.variants) credit = Math.max(credit, query.credits.get(variant) ?? 0);
    covered += term.weight * credit;
  }
  return total > 0 ? covered / total : 0;
}
