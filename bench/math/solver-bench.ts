/**
 * The MathSOS solver on its evaluation set (issue #16): share of correct answers on the dev and the test
 * half, the 95th-percentile solve time, and every miss. Answers are compared in the set's written forms;
 * systems with several solutions as a set of solutions.
 */
import { solveProblem } from '@muse/math';
import { CASES as ALGEBRA } from './solver-set-algebra';
import { CASES as DATA_GEOMETRY } from './solver-set-data-geometry';
import { splitOf, type SolverCase } from './solver-set-format';

export interface SolverBenchResult {
  dev: { correct: number; total: number };
  test: { correct: number; total: number };
  p95Ms: number;
  misses: string[];
}

const same = (c: SolverCase, answer: string): boolean => {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  if (c.kind === 'system') {
    const set = (s: string) => norm(s).split('; ').sort().join('; ');
    return set(answer) === set(c.answer);
  }
  return norm(answer) === norm(c.answer);
};

export async function runSolverBench(): Promise<SolverBenchResult> {
  const all = [ALGEBRA, DATA_GEOMETRY].flatMap((cases) => cases.map((c, i) => ({ c, split: splitOf(i) })));
  // the CAS libraries compile their code paths on first use: warm them before timing
  for (const warm of ['3x + 7 = 25', 'factor x^2 - 4', 'simplify 1/x + 1/(x+1)', 'x + y = 3 and x - y = 1']) {
    try {
      solveProblem(warm);
    } catch {
      // a warm-up only
    }
  }
  const result: SolverBenchResult = {
    dev: { correct: 0, total: 0 },
    test: { correct: 0, total: 0 },
    p95Ms: 0,
    misses: [],
  };
  const times: number[] = [];
  for (const { c, split } of all) {
    const start = performance.now();
    let answer: string;
    try {
      answer = solveProblem(c.problem).answer;
    } catch (error) {
      answer = `error: ${(error as Error).message}`;
    }
    times.push(performance.now() - start);
    result[split].total += 1;
    if (same(c, answer)) result[split].correct += 1;
    else result.misses.push(`${split} ${c.id}: "${c.problem}" expected ${c.answer}, got ${answer}`);
    await Promise.resolve();
  }
  times.sort((a, b) => a - b);
  result.p95Ms = Math.round(times[Math.floor(times.length * 0.95)] ?? 0);
  return result;
}
