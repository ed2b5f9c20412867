/**
 * How many Q&A pairs one generate-questions request makes: 1 to 10, 5 by default.
 */

export const QUESTION_COUNT = { min: 1, max: 10, default: 5 } as const;

/** The topic editor asks for an automatic count when it generates a topic's first questions. */
export const AUTO_QUESTION_COUNT = 'auto';

export type QuestionCount = number | typeof AUTO_QUESTION_COUNT;

/**
 * "integer; a non-number becomes 5; below 1 becomes 1; above 10 becomes 10." Numeric strings (a form
 * field's value) count as numbers; fractions are truncated (chosen: the spec only says integer).
 */
export function clampQuestionCount(input: unknown): number {
  const n =
    typeof input === 'number'
      ? input
      : typeof input === 'string' && input.trim() !== ''
        ? Number(input)
        : NaN;
  if (Number.isNaN(n)) return QUESTION_COUNT.default;
  return Math.min(QUESTION_COUNT.max, Math.max(QUESTION_COUNT.min, Math.trunc(n)));
}

/** The numberOfQuestions of a request: 'auto' stays 'auto', anything else is clamped. */
export function resolveQuestionCount(input: unknown): QuestionCount {
  return input === AUTO_QUESTION_COUNT ? AUTO_QUESTION_COUNT : clampQuestionCount(input);
}
