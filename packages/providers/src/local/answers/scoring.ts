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

/** The weighted share of a question's foreign words (see QueryUnit.foreign). */
export function foreignShare(query: Query): number {
  let foreign = 0;
  for (const unit of query.units) if (unit.foreign) foreign += unit.weight;
  return query.totalWeight > 0 ? foreign / query.totalWeight : 0;
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
