/**
 * The MathSOS solver's evaluation set (issue #16): problems typed as a student would type them, written from
 * the SAT's public domain descriptions before any solver exists, each with its answer. Split by position:
 * even index dev (tune on these), odd index test (report only). Never edit a problem after a solver has been
 * run on it; add new ones at the end of a file.
 */

export type SatSection = 'algebra' | 'advanced-math' | 'data-analysis' | 'geometry';

export interface SolverCase {
  /** unique across the set, e.g. "alg-linear-007" */
  id: string;
  section: SatSection;
  /** the SAT skill, e.g. "linear equations in one variable", "systems of two linear equations" */
  skill: string;
  /** the problem as typed: plain text or light LaTeX ("x^2", "\\frac{3}{4}", "sqrt(2)"), words allowed */
  problem: string;
  /**
   * What a correct solver answers, canonical and comparable:
   * - a number as a string: an integer, a decimal when the fraction ends ("-2.5"), else a reduced fraction
   *   ("7/3"); exact irrationals as "5*sqrt(2)", "sqrt(5)", "25*pi", "2*pi/3"; percents without the sign
   * - a solution set for equations with several solutions, as numbers joined by ", " in ascending order ("-3, 2")
   * - "x = 2, y = -1" for systems (variables in alphabetical order); several solutions joined by "; " in
   *   ascending x ("x = -2, y = 4; x = 2, y = 4"), compared as a set
   * - an inequality solution as "x > 3", "x <= -1/2"
   * - an expression for simplify / factor / expand tasks ("(x - 3)(x + 2)", "2x^2 + 5x - 3")
   * - "no solution" or "infinitely many solutions"
   */
  answer: string;
  /** how `answer` is to be compared */
  kind: 'number' | 'set' | 'system' | 'inequality' | 'expression' | 'none';
}

/** dev for even positions, test for odd positions, within each file's array */
export const splitOf = (index: number): 'dev' | 'test' => (index % 2 === 0 ? 'dev' : 'test');

/** The written forms of a number answer: integer, decimal, fraction, k*sqrt(n) or k*pi (over n), a ± sqrt(n). */
const NUMBER = String.raw`-?(\d+(\.\d+)?(\/\d+)?|(\d+ [+-] )?(\d+\*)?(sqrt\(\d+\)|pi)(\/\d+)?)`;
const PAIR = String.raw`[a-z] = ${NUMBER}(, [a-z] = ${NUMBER})+`;

/** The one written form of each kind of answer (what a solver's answer is compared against). */
export const ANSWER_FORMS: Readonly<Record<SolverCase['kind'], RegExp>> = {
  number: new RegExp(`^${NUMBER}$`),
  set: new RegExp(`^${NUMBER}(, ${NUMBER})+$`),
  system: new RegExp(`^${PAIR}(; ${PAIR})*$`),
  inequality: new RegExp(`^[a-z] (<|>|<=|>=) ${NUMBER}$`),
  expression: /^[\dx^()+\-*/ ]*x[\dx^()+\-*/ ]*$/,
  none: /^(no solution|infinitely many solutions)$/,
};

/** The skills of the SAT's public domain descriptions, per section: the set covers every one. */
export const SAT_SKILLS: Readonly<Record<SatSection, readonly string[]>> = {
  algebra: [
    'linear equations in one variable',
    'linear equations in two variables',
    'linear functions',
    'systems of two linear equations',
    'linear inequalities in one or two variables',
  ],
  'advanced-math': [
    'equivalent expressions',
    'nonlinear equations in one variable',
    'systems with one nonlinear equation',
    'nonlinear functions',
  ],
  'data-analysis': [
    'ratios, rates, proportional relationships and units',
    'percentages',
    'one-variable data',
    'two-variable data and models',
    'probability and conditional probability',
    'inference from samples',
  ],
  geometry: ['area and volume', 'lines, angles and triangles', 'right triangles and trigonometry', 'circles'],
};
