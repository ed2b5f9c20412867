import { describe, expect, it } from 'vitest';
import { CASES as ALGEBRA } from './solver-set-algebra';
import { CASES as DATA_GEOMETRY } from './solver-set-data-geometry';
import { ANSWER_FORMS, SAT_SKILLS, splitOf, type SatSection, type SolverCase } from './solver-set-format';

/** Each part of the set: its sections, their id prefixes and the fewest cases it may hold. */
const PARTS: {
  name: string;
  cases: readonly SolverCase[];
  prefixes: Partial<Record<SatSection, string>>;
  least: number;
}[] = [
  {
    name: 'algebra and advanced math',
    cases: ALGEBRA,
    prefixes: { algebra: 'alg-', 'advanced-math': 'adv-' },
    least: 160,
  },
  {
    name: 'data analysis and geometry',
    cases: DATA_GEOMETRY,
    prefixes: { 'data-analysis': 'data-', geometry: 'geo-' },
    least: 150,
  },
];

describe.each(PARTS)('the solver set: $name', ({ cases, prefixes, least }) => {
  const sections = Object.keys(prefixes) as SatSection[];

  it('has enough cases, with unique ids prefixed by their section', () => {
    expect(cases.length).toBeGreaterThanOrEqual(least);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) expect(c.id.startsWith(prefixes[c.section] ?? '\u0000'), c.id).toBe(true);
  });

  it('covers every skill of its sections and no others', () => {
    for (const section of sections) {
      const used = new Set(cases.filter((c) => c.section === section).map((c) => c.skill));
      expect([...used].sort()).toEqual([...SAT_SKILLS[section]].sort());
    }
    expect(new Set(cases.map((c) => c.section))).toEqual(new Set(sections));
  });

  it('gives every case a problem and an answer in the one form its kind has', () => {
    for (const c of cases) {
      expect(c.problem.trim(), c.id).not.toBe('');
      expect(c.answer, c.id).toMatch(ANSWER_FORMS[c.kind]);
    }
  });

  it('puts cases of each section in both the dev and the test half', () => {
    for (const section of sections) {
      const splits = new Set(cases.flatMap((c, i) => (c.section === section ? [splitOf(i)] : [])));
      expect(splits).toEqual(new Set(['dev', 'test']));
    }
  });
});

it('has at least 300 cases in all', () => {
  expect(ALGEBRA.length + DATA_GEOMETRY.length).toBeGreaterThanOrEqual(300);
  expect(new Set([...ALGEBRA, ...DATA_GEOMETRY].map((c) => c.id)).size).toBe(
    ALGEBRA.length + DATA_GEOMETRY.length,
  );
});
