/**
 * Verification of multiple-choice problems: the CAS works the stated problem out again (from its check
 * statement, independently of whoever wrote it) and the choice at the answer letter must be what it gives.
 * Messages are for the person who wrote or edited the problem.
 */
import { equivalent, evaluate, MathInputError, sameNumber, variablesOf } from '../cas';
// the generators' number writer: the CAS's formatNumber takes up to half a second on a repeating decimal
import { formatNumber } from '../generators/tex';
import type { CheckStatement, Letter } from '../generators/types';
import { choiceToCas, choiceValue } from './choice';
import { inequalityTest } from './inequality-check';
import { solveValue, systemValue } from './solve-check';

export { choiceToCas, choiceValue, sameChoice } from './choice';

export type VerifyResult =
  { ok: true } | { ok: false; field: 'answer' | 'choices' | 'question'; message: string };

export interface Checkable {
  question: string;
  choices: readonly string[];
  answer: Letter;
  check: CheckStatement;
}

const LETTERS: Letter[] = ['A', 'B', 'C', 'D'];

/** a choice as a person reads it, for messages: "$\frac{7}{3}$" → "\frac{7}{3}", "\$40" → "$40" */
export const plainChoice = (choice: string): string =>
  choice.replace(/(\\)?\$/g, (_, escaped: string | undefined) => (escaped ? '$' : '')).trim();

export function verifyProblem(p: Checkable): VerifyResult {
  if (p.choices.length !== 4) return fail('choices', 'Give exactly four choices.');
  const index = LETTERS.indexOf(p.answer);
  if (index < 0) return fail('answer', 'The answer must be A, B, C or D.');
  try {
    switch (p.check.kind) {
      case 'equivalent':
        return verifyExpression(p, index, p.check);
      case 'inequality':
        return verifyInequality(p, index, p.check);
      default:
        return verifyNumber(p, index, p.check);
    }
  } catch (error) {
    if (error instanceof MathInputError)
      return fail('question', `The math in this problem could not be checked: ${error.message}`);
    throw error;
  }
}

function fail(field: 'answer' | 'choices' | 'question', message: string): VerifyResult {
  return { ok: false, field, message };
}

/** each choice as CAS input, or the failure naming the one that cannot be read */
function readChoices(choices: readonly string[]): string[] | VerifyResult {
  const out: string[] = [];
  for (const [i, c] of choices.entries()) {
    try {
      out.push(choiceToCas(c));
    } catch {
      return fail('choices', `Choice ${LETTERS[i]} (${plainChoice(c)}) could not be read as math.`);
    }
  }
  return out;
}

function duplicate(choices: readonly string[], same: (i: number, j: number) => boolean): VerifyResult | null {
  for (let i = 0; i < choices.length; i += 1)
    for (let j = i + 1; j < choices.length; j += 1)
      if (same(i, j))
        return fail(
          'choices',
          `Choices ${LETTERS[i]} and ${LETTERS[j]} are the same (${plainChoice(choices[i]!)}); every choice must be different.`,
        );
  return null;
}

function wrongAnswer(p: Checkable, index: number, correct: number, expected: string): VerifyResult {
  return fail(
    'answer',
    `The answer ${p.answer} (${plainChoice(p.choices[index]!)}) is not what the math gives: ${expected} is choice ${LETTERS[correct]}.`,
  );
}

function verifyNumber(p: Checkable, index: number, check: CheckStatement): VerifyResult {
  const read = readChoices(p.choices);
  if (!Array.isArray(read)) return read;
  const values: number[] = [];
  for (const [i, c] of read.entries()) {
    try {
      values.push(evaluate(c));
    } catch {
      return fail('choices', `Choice ${LETTERS[i]} (${plainChoice(p.choices[i]!)}) is not a number.`);
    }
  }
  const dup = duplicate(p.choices, (i, j) => sameNumber(values[i]!, values[j]!));
  if (dup) return dup;
  const expected =
    check.kind === 'evaluate'
      ? evaluate(check.expression)
      : check.kind === 'system'
        ? systemValue(check)
        : check.kind === 'solve'
          ? solveValue(check)
          : NaN;
  if (typeof expected === 'string') return fail('question', expected);
  const correct = values.findIndex((v) => sameNumber(v, expected));
  if (correct < 0)
    return fail('choices', `None of the choices is what the math gives (${formatNumber(expected)}).`);
  return correct === index ? { ok: true } : wrongAnswer(p, index, correct, formatNumber(expected));
}

function verifyExpression(
  p: Checkable,
  index: number,
  check: Extract<CheckStatement, { kind: 'equivalent' }>,
): VerifyResult {
  const read = readChoices(p.choices);
  if (!Array.isArray(read)) return read;
  const variables = check.variables ?? variablesOf(check.expression);
  const dup = duplicate(p.choices, (i, j) => equivalent(read[i]!, read[j]!, variables));
  if (dup) return dup;
  const correct = read.findIndex((c) => equivalent(c, check.expression, variables));
  if (correct < 0) return fail('choices', 'None of the choices is equal to the expression.');
  return correct === index ? { ok: true } : wrongAnswer(p, index, correct, plainChoice(p.choices[correct]!));
}

function verifyInequality(
  p: Checkable,
  index: number,
  check: Extract<CheckStatement, { kind: 'inequality' }>,
): VerifyResult {
  const holds = inequalityTest(check.relation, check.unknown);
  const values = p.choices.map((c, i) => {
    try {
      return choiceValue(c);
    } catch {
      throw new MathInputError(`Choice ${LETTERS[i]} (${plainChoice(c)}) is not a number.`);
    }
  });
  const dup = duplicate(p.choices, (i, j) => sameNumber(values[i]!, values[j]!));
  if (dup) return dup;
  const pick = check.pick ?? 'only';
  const fits = values.map((v) => {
    if (pick === 'only') return holds(v);
    const step = pick === 'least-integer' ? -1 : 1;
    return Number.isInteger(v) && holds(v) && !holds(v + step) && holds(v - step);
  });
  const count = fits.filter(Boolean).length;
  if (count === 0) return fail('choices', 'None of the choices fits the inequality as asked.');
  if (count > 1) return fail('choices', 'More than one choice fits the inequality as asked.');
  const correct = fits.indexOf(true);
  return correct === index ? { ok: true } : wrongAnswer(p, index, correct, plainChoice(p.choices[correct]!));
}

/** Whether the last line of a worked solution states the answer as its choice writes it. */
export function finalLineStatesAnswer(detailedSolution: string, answerChoice: string): boolean {
  const last = detailedSolution.trim().split('\n').at(-1) ?? '';
  return last.includes(answerChoice.trim());
}
