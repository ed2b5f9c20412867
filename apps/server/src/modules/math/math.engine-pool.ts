import type { EnginePool } from '../../platform/engine-pool';
import {
  UnreadableMathError,
  type GeneratedMathProblem,
  type MathEngine,
  type SolvedMathProblem,
  type VerifyOutcome,
} from './math.engine';

/** The math engine run on the engine threads, so generating and solving never hold the event loop. */
export function poolMathEngine(engines: Pick<EnginePool, 'math'>): MathEngine {
  const run = async (op: 'generate' | 'verify' | 'solve', input: unknown): Promise<unknown> => {
    const result = await engines.math(op, input);
    if (!result.ok) throw new UnreadableMathError(result.message);
    return result.value;
  };
  return {
    // The thread answers with the engine's own types (see engine-worker.ts); these casts name them.
    generate: async (request) => (await run('generate', request)) as GeneratedMathProblem[],
    verify: async (request) => (await run('verify', request)) as VerifyOutcome,
    solve: async (problem) => (await run('solve', problem)) as SolvedMathProblem,
    numberCheck: (answer) =>
      /^-?\d+(\.\d+)?(\/\d+)?$|^-?(\d+\*)?sqrt\(\d+\)(\/\d+)?$|^-?(\d+\*)?pi(\/\d+)?$/.test(answer)
        ? { kind: 'evaluate', expression: answer }
        : null,
  };
}
