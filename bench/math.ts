/**
 * `npm run bench -- math` (issue #16): the MathSOS solver on its held-out set (test half reported; goal ≥ 95%
 * correct, p95 ≤ 200 ms) and reading problems from pictures (goal ≥ 85% parsed to the same problem, ≤ 3 s per
 * image on one core). Misses are printed so they can be read, not just counted.
 */
import type { BenchResult } from './run';
import { runOcrBench } from './math/ocr-bench';
import { FRESH_FROM } from './math/ocr-set';
import { runSolverBench } from './math/solver-bench';

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}% (${n}/${d})`;

export async function mathBench(): Promise<BenchResult> {
  const solver = await runSolverBench();
  console.log('  solver misses on the test half:');
  for (const miss of solver.misses.filter((m) => m.startsWith('test '))) console.log(`    ${miss}`);
  const ocr = await runOcrBench();
  console.log('  OCR misses on the test half:');
  for (const miss of ocr.misses.filter((m) => m.includes('[test]'))) console.log(`    ${miss}`);
  // The first test half was read in several sessions while the engine was tuned; the fresh part was not.
  const testOf = (from: number, to: number) => {
    const of = ocr.cases.slice(from, to).filter((c) => c.split === 'test');
    return pct(of.filter((c) => c.same).length, of.length);
  };
  return {
    name: 'math',
    figures: {
      'solver correct, test half': pct(solver.test.correct, solver.test.total),
      'solver correct, dev half': pct(solver.dev.correct, solver.dev.total),
      'solver p95 ms': Math.round(solver.p95Ms),
      'OCR same problem, test half': pct(ocr.test.same, ocr.test.total),
      'OCR test half, first part (rows 1-68)': testOf(0, FRESH_FROM),
      'OCR test half, fresh part (rows 69 on)': testOf(FRESH_FROM, ocr.cases.length),
      'OCR same problem, dev half': pct(ocr.dev.same, ocr.dev.total),
      'OCR p95 ms per image': Math.round(ocr.p95Ms),
    },
  };
}
