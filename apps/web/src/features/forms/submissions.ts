import type { FormSubmission } from '@muse/contracts';

/** A dialog form's answers as question and answer rows, whichever shape it was sent in. */
export function answerRows(answers: FormSubmission['answers']): { question: string; answer: string }[] {
  if (Array.isArray(answers)) return answers;
  return Object.entries(answers).map(([question, value]) => ({
    question,
    answer: value === null ? '' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value),
  }));
}
