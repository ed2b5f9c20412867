/**
 * The free-input solver of MathSOS and "similar problem by text": reads a typed problem, has the CAS solve
 * it and explains the steps. Recognisers are tried from the most specific (word problems with a known number
 * pattern) to the most general (any equation, inequality, system or expression).
 */
import { MathInputError } from '../cas';
import { cleanProblem } from './clean';
import { answerTex } from './format';
import { genericMath } from './generic';
import { questionCard } from './question';
import { step } from './steps';
import type { Problem, Recogniser, Solution, SolvedProblem } from './types';
import { WORD_RECOGNISERS } from './recognisers';

export type { SolvedProblem, SolvedQuestion, Solution } from './types';

const RECOGNISERS: Recogniser[] = [...WORD_RECOGNISERS, genericMath];

const NOT_READ = 'This problem could not be read. Try writing it as an equation, like 3x + 7 = 25.';

export function solveProblem(text: string): SolvedProblem {
  const cleaned = cleanProblem(text);
  if (!cleaned) throw new MathInputError('Please type a problem first.');
  const problem: Problem = { text: cleaned, lower: cleaned.toLowerCase() };
  let solution: Solution | null = null;
  let failure: unknown;
  for (const recognise of RECOGNISERS) {
    try {
      solution = recognise(problem);
    } catch (error) {
      failure ??= error;
      solution = null;
    }
    if (solution) break;
  }
  if (!solution)
    throw failure instanceof MathInputError
      ? new MathInputError(`${NOT_READ}`)
      : new MathInputError(NOT_READ);
  // an equation's solutions are shown as "x = 6" (or "x = -3 or x = 2"); other answers as they are
  const unknown = /^Solve the equation for ([a-z])$/.exec(solution.task)?.[1];
  const values = solution.answer.split(', ');
  const tex =
    unknown && solution.kind !== 'none'
      ? values.map((v) => `${unknown} = ${answerTex(v)}`).join(' \\text{ or } ')
      : answerTex(solution.answer);
  const finished: Solution = { ...solution, answerTex: tex };
  const last = finished.steps[finished.steps.length - 1];
  if (!last || (!last.text.includes(solution.answer) && last.math !== tex))
    finished.steps = [
      ...finished.steps,
      step(
        unknown
          ? `So ${values.map((v) => `${unknown} = ${v}`).join(' or ')}.`
          : `So the answer is ${solution.answer}.`,
        tex,
      ),
    ];
  return {
    problem: cleaned,
    task: finished.task,
    answer: finished.answer,
    answerTex: tex,
    steps: finished.steps,
    question: questionCard(cleaned, finished),
  };
}

export { MathInputError };
