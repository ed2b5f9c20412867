import { expect, it } from 'vitest';
import { runSolverBench } from './solver-bench';

it('solves at least 95% of the test half of the solver set', async () => {
  const { dev, test } = await runSolverBench();
  expect(dev.total + test.total).toBeGreaterThanOrEqual(300);
  expect(test.correct / test.total).toBeGreaterThanOrEqual(0.95);
}, 300_000);
