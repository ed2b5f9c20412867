import { describe, expect, it } from 'vitest';
import { CASES } from './solver-set-data-geometry';
import { splitOf, type SatSection, type SolverCase } from './solver-set-format';

/** The skills the SAT's public domain descriptions list for these two sections; each must be covered. */
const SKILLS: Record<'data-analysis' | 'geometry', string[]> = {
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

const PREFIX: Partial<Record<SatSection, string>> = { 'data-analysis': 'data-', geometry: 'geo-' };

/** A number: integer, decimal or fraction, or an integer coefficient times sqrt(n) or pi, optionally over an integer. */
const NUMBER = /^-?(\d+(\.\d+)?(\/\d+)?|(\d+\*)?(sqrt\(\d+\)|pi)(\/\d+)?)$/;
const FORMS: Record<SolverCase['kind'], RegExp> = {
  number: NUMBER,
  set: /^-?[\w.*()/]+(, -?[\w.*()/]+)+$/,
  system: /^[a-z] = [^,]+(, [a-z] = [^,]+)+$/,
  inequality: /^[a-z] (<|>|<=|>=) -?[\w.*()/]+$/,
  expression: /\S/,
  none: /^(no solution|infinitely many solutions)$/,
};

describe('solver set, data-analysis and geometry', () => {
  it('has at least 150 cases with unique ids prefixed by their section', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    for (const c of CASES) expect(c.id.startsWith(PREFIX[c.section] ?? '\u0000'), c.id).toBe(true);
  });

  it('covers every listed skill and no others', () => {
    for (const section of ['data-analysis', 'geometry'] as const) {
      const used = new Set(CASES.filter((c) => c.section === section).map((c) => c.skill));
      expect([...used].sort()).toEqual([...SKILLS[section]].sort());
    }
  });

  it('gives every case a non-empty problem and an answer in the form its kind says', () => {
    for (const c of CASES) {
      expect(c.problem.trim(), c.id).not.toBe('');
      expect(c.answer, c.id).toMatch(FORMS[c.kind]);
    }
  });

  it('puts cases of each section in both the dev and the test half', () => {
    for (const section of ['data-analysis', 'geometry'] as const) {
      const splits = new Set(CASES.flatMap((c, i) => (c.section === section ? [splitOf(i)] : [])));
      expect(splits).toEqual(new Set(['dev', 'test']));
    }
  });
});
