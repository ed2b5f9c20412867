import { beforeAll, describe, expect, it } from 'vitest';
import type { MathDifficulty } from '@muse/contracts';
import { verifyProblem } from '../verify';
import { choiceValue } from '../verify/choice';
import { draw } from './draw';
import { Rng } from './random';
import { TEMPLATES, TEMPLATE_BY_ID } from './templates';
import { loadCas } from '../cas';

// The CAS loads on first use; load it before the timed tests.
beforeAll(() => void loadCas());

const DIFFICULTIES: MathDifficulty[] = ['easy', 'medium', 'hard'];
const families = [...new Set(TEMPLATES.map((t) => t.family))];

describe('the templates', () => {
  it('are at least 40, with unique ids, in every section', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(40);
    expect(TEMPLATE_BY_ID.size).toBe(TEMPLATES.length);
    for (const section of ['algebra', 'geometry', 'data-analysis', 'advanced-math'])
      expect(TEMPLATES.filter((t) => t.section === section).length).toBeGreaterThanOrEqual(8);
  });

  it('cover the SAT domains of the issue', () => {
    for (const family of [
      'linear-equation',
      'linear-system',
      'inequality',
      'linear-function',
      'ratio',
      'percent',
      'units',
      'statistics',
      'probability',
      'quadratic',
      'polynomial',
      'exponential',
      'radical',
      'rational',
      'right-triangle',
      'trigonometry',
      'circle',
      'area-volume',
      'linear-word',
    ])
      expect(families).toContain(family);
  });

  it('draw the same problem for the same seed', () => {
    for (const t of TEMPLATES) expect(draw(t, 'medium', new Rng(7))).toEqual(draw(t, 'medium', new Rng(7)));
  });
});

// one block per family: a handful of draws at each difficulty, with the family's own expectations
describe.each(families)('family %s', (family) => {
  const templates = TEMPLATES.filter((t) => t.family === family);

  it.each(DIFFICULTIES)('makes verified %s problems with hint, solutions and concepts', (difficulty) => {
    const rng = new Rng(family.length * 31 + difficulty.length);
    for (const t of templates)
      for (let i = 0; i < 5; i += 1) {
        const p = draw(t, difficulty, rng);
        expect(verifyProblem(p), `${t.id}: ${p.question}`).toEqual({ ok: true });
        expect(p.difficulty).toBe(difficulty);
        expect(p.hint.length).toBeGreaterThan(10);
        expect(p.hint.split(/[.?!](\s|$)/).filter((s) => s && s.trim()).length).toBeLessThanOrEqual(2);
        expect(p.solution.length).toBeGreaterThan(10);
        expect(p.detailed_solution.split('\n').every((line, k) => line.startsWith(`${k + 1}. `))).toBe(true);
        expect(p.concepts.length).toBeGreaterThan(0);
        expect(JSON.parse(JSON.stringify(p.check))).toEqual(p.check);
        // math is delimited: an even number of unescaped $ in every text
        for (const text of [p.question, p.hint, p.solution, p.detailed_solution, ...p.choices])
          expect((text.replace(/\\\$/g, '').match(/\$/g) ?? []).length % 2, text).toBe(0);
      }
  });
});

describe('difficulty ranges', () => {
  it('make hard linear equations use bigger or negative numbers more often than easy ones', () => {
    const t = TEMPLATE_BY_ID.get('alg-linear-two-step')!;
    const size = (d: MathDifficulty) => {
      const rng = new Rng(3);
      let total = 0;
      for (let i = 0; i < 30; i += 1) {
        const p = draw(t, d, rng);
        total += Math.abs(choiceValue(p.choices['ABCD'.indexOf(p.answer)]!));
      }
      return total;
    };
    expect(size('hard')).toBeGreaterThan(size('easy'));
  });
});
