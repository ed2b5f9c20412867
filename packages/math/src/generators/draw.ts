import type { MathDifficulty } from '@muse/contracts';
import { verifyProblem } from '../verify';
import { buildProblem } from './build';
import type { Rng } from './random';
import type { GeneratedProblem, Template } from './types';

/** One problem from a template, unverified (the property test verifies every draw itself). */
export function draw(template: Template, difficulty: MathDifficulty, rng: Rng): GeneratedProblem {
  return buildProblem(template, template.make(rng, difficulty), difficulty, rng);
}

/** A verified problem: drawn again (with the same rng moving on) until the CAS agrees, at most `tries` times. */
export function drawVerified(
  template: Template,
  difficulty: MathDifficulty,
  rng: Rng,
  tries = 20,
): GeneratedProblem {
  let last = '';
  for (let i = 0; i < tries; i += 1) {
    try {
      const problem = draw(template, difficulty, rng);
      const result = verifyProblem(problem);
      if (result.ok) return problem;
      last = result.message;
    } catch (error) {
      last = (error as Error).message;
    }
  }
  throw new Error(`${template.id} (${difficulty}) gave no verified problem in ${tries} draws: ${last}`);
}
