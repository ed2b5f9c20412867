import { beforeAll, describe, expect, it } from 'vitest';
import { MathInputError, solveProblem } from './index';
import { answerTex as formatTex } from './format';
import { PHRASINGS } from './phrasings.fixture';
import { loadCas } from '../cas';

// The CAS loads on first use; load it before the timed tests.
beforeAll(() => void loadCas());

describe('solveProblem', () => {
  it.each(PHRASINGS)('solves %s', (problem, answer) => {
    expect(solveProblem(problem).answer).toBe(answer);
  });

  it('explains the steps and ends by stating the answer', () => {
    const solved = solveProblem('solve 3x+7=25');
    expect(solved.task).toBe('Solve the equation for x');
    expect(solved.answer).toBe('6');
    expect(solved.answerTex).toBe('x = 6');
    expect(solved.steps.length).toBeGreaterThan(1);
    expect(solved.steps.at(-1)!.text).toContain('6');
  });

  it('reads light LaTeX and Unicode signs', () => {
    expect(solveProblem('\\frac{x}{3} \\cdot 2 = 4').answer).toBe('6');
    expect(solveProblem('2x − 1 ≥ 5').answer).toBe('x >= 3');
    expect(solveProblem('x² = 16').answer).toBe('-4, 4');
  });

  it('builds a question card with four distinct choices, the right letter and the steps', () => {
    for (const problem of [
      '3x + 7 = 25',
      'x^2-5x+6=0',
      'solve 2x + 3 > 11',
      'factor x^2+5x+6',
      'x + y = 10 and x - y = 4',
      '2x + 5 = 2x - 1',
      'what is 15% of 80',
    ]) {
      const { question, answer } = solveProblem(problem);
      // a choice shows the answer itself ("6"), the solution states it for the unknown ("x = 6")
      const answerTex = formatTex(answer);
      expect(question.choices).toHaveLength(4);
      expect(new Set(question.choices).size).toBe(4);
      const index = ['A', 'B', 'C', 'D'].indexOf(question.answer);
      expect(question.choices[index]).toContain(
        answerTex.startsWith('\\text') ? answerTex.slice(6, -1) : answerTex,
      );
      expect(question.verified).toBe(true);
      expect(question.graph).toBeNull();
      expect(question.detailed_solution.split('\n').length).toBeGreaterThan(1);
      expect(['easy', 'medium', 'hard']).toContain(question.difficulty);
      expect(question.concepts.length).toBeGreaterThan(0);
    }
  });

  it('names a forgotten root among the wrong answers of a quadratic', () => {
    const { question } = solveProblem('x^2 - 5x + 6 = 0');
    expect(question.choices).toContain('$2$');
  });

  it('says so, in plain words, when it cannot read the problem', () => {
    expect(() => solveProblem('   ')).toThrow(MathInputError);
    expect(() => solveProblem('tell me a story about dragons')).toThrow(MathInputError);
    expect(() => solveProblem('tell me a story about dragons')).toThrow(/could not be read/);
  });
});
