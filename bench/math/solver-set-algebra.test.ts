import { describe, expect, it } from 'vitest';
import { CASES } from './solver-set-algebra';
import { splitOf, type SatSection, type SolverCase } from './solver-set-format';

/** The skills the SAT's public domain descriptions list for these two sections; each must be covered. */
const SKILLS: Record<'algebra' | 'advanced-math', string[]> = {
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
};

const PREFIX: Partial<Record<SatSection, string>> = { algebra: 'alg-', 'advanced-math': 'adv-' };

/** A number: integer, decimal or fraction, or an optional coefficient times sqrt(n), optionally "a + sqrt(n)". */
const NUMBER = /^-?(\d+(\.\d+)?(\/\d+)?|(\d+ [+-] )?(\d+\*)?sqrt\(\d+\))$/;
const NUM = NUMBER.source.slice(1, -1);
const PAIR = '[a-z] = -?[\\d./]+(, [a-z] = -?[\\d./]+)+';
const FORMS: Record<SolverCase['kind'], RegExp> = {
  number: NUMBER,
  set: new RegExp(`^${NUM}(, ${NUM})+$`),
  // several solutions of a system are joined by "; "
  system: new RegExp(`^${PAIR}(; ${PAIR})*$`),
  inequality: /^[a-z] (<|>|<=|>=) -?\d+(\.\d+)?(\/\d+)?$/,
  expression: /^[\dx^()+\-*/ ]*x[\dx^()+\-*/ ]*$/,
  none: /^(no solution|infinitely many solutions)$/,
};

describe('solver set, algebra and advanced-math', () => {
  it('has at least 160 cases with unique ids prefixed by their section', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(160);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    for (const c of CASES) expect(c.id.startsWith(PREFIX[c.section] ?? '\u0000'), c.id).toBe(true);
  });

  it('covers every listed skill and no others', () => {
    for (const section of ['algebra', 'advanced-math'] as const) {
      const used = new Set(CASES.filter((c) => c.section === section).map((c) => c.skill));
      expect([...used].sort()).toEqual([...SKILLS[section]].sort());
    }
    expect(new Set(CASES.map((c) => c.section))).toEqual(new Set(['algebra', 'advanced-math']));
  });

  it('gives every case a non-empty problem and an answer in the form its kind says', () => {
    for (const c of CASES) {
      expect(c.problem.trim(), c.id).not.toBe('');
      expect(c.answer, c.id).toMatch(FORMS[c.kind]);
    }
  });

  it('puts cases of each section in both the dev and the test half', () => {
    for (const section of ['algebra', 'advanced-math'] as const) {
      const splits = new Set(CASES.flatMap((c, i) => (c.section === section ? [splitOf(i)] : [])));
      expect(splits).toEqual(new Set(['dev', 'test']));
    }
  });
});
