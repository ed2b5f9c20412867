import { beforeAll, describe, expect, it } from 'vitest';
import type { MathDifficulty } from '@muse/contracts';
import { finalLineStatesAnswer, verifyProblem } from '../verify';
import { draw } from './draw';
import { Rng } from './random';
import { TEMPLATES } from './templates';
import { loadCas } from '../cas';

// The CAS loads on first use; load it before the timed tests.
beforeAll(() => void loadCas());

const TOTAL = 10_000;
const DIFFICULTIES: MathDifficulty[] = ['easy', 'medium', 'hard'];

/**
 * The property test: 10,000 problems spread evenly over every template and difficulty, each drawn
 * without the generator's own verification, must all pass the CAS check, have four different choices and a
 * last solution line stating the answer as its choice writes it.
 */
describe('every template, 10,000 draws', () => {
  it('verifies 100% of them', { timeout: 120_000 }, () => {
    const rng = new Rng(20_261_128);
    const failures: string[] = [];
    const perTemplate = Math.ceil(TOTAL / TEMPLATES.length);
    let count = 0;
    for (const template of TEMPLATES) {
      for (let i = 0; i < perTemplate && count < TOTAL; i += 1, count += 1) {
        const difficulty = DIFFICULTIES[i % 3]!;
        const problem = draw(template, difficulty, rng);
        const result = verifyProblem(problem);
        const answerChoice = problem.choices['ABCD'.indexOf(problem.answer)]!;
        if (!result.ok)
          failures.push(`${template.id} ${difficulty}: ${result.message} — ${problem.question}`);
        else if (new Set(problem.choices).size !== 4) failures.push(`${template.id}: repeated choice text`);
        else if (!finalLineStatesAnswer(problem.detailed_solution, answerChoice))
          failures.push(`${template.id}: last line does not state ${answerChoice}`);
      }
    }
    expect(count).toBe(TOTAL);
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
