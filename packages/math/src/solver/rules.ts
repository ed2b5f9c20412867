import { evaluate } from '../cas';
import { done } from './algebra';
import { writeNumber } from './format';
import { step, texOf } from './steps';
import type { Problem, Solution } from './types';

/**
 * Word problems with a fixed number pattern: a pattern names the numbers in the text, a formula (CAS
 * syntax) turns them into the answer, and the CAS evaluates it. Patterns are tried in order.
 */
export interface Rule {
  /** the pattern; its groups are the numbers, read in order */
  re: RegExp;
  /** the CAS expression of the answer from the numbers (as text, so pi and sqrt stay exact) */
  formula: (n: string[]) => string;
  task: string;
  concept: string;
  /** the worked idea in plain words, shown before the computation */
  idea: string;
}

/** A number in a pattern, e.g. "12", "-3", "2.5", "72*pi" → groups are the text of the number. */
export const N = String.raw`(-?\d+(?:\.\d+)?(?:\s*\*?\s*pi)?)`;

/** n.b. "72*pi" → "72*pi", "3pi" → "3*pi" for the CAS. */
const asCas = (n: string): string => n.replace(/\s+/g, '').replace(/(\d)\*?pi/, '$1*pi');

export function applyRules(rules: Rule[], { lower }: Problem): Solution | null {
  for (const rule of rules) {
    const m = rule.re.exec(lower);
    if (!m) continue;
    const numbers = m
      .slice(1)
      .filter((g) => g !== undefined)
      .map(asCas);
    const formula = rule.formula(numbers);
    const value = evaluate(formula);
    const answer = writeNumber(value, formula);
    return done(
      rule.task,
      'number',
      answer,
      [step(rule.idea), step('Put in the numbers and work it out.', `${texOf(formula)} = ${texOf(answer)}`)],
      [rule.concept],
      [],
      value,
    );
  }
  return null;
}

/** n numbers joined by words: "a, b, c and d" → the list. */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}
