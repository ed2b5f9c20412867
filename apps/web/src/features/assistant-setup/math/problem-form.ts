import type {
  ChoiceLetter,
  MathDifficulty,
  MathGraph,
  MathProblem,
  UpdateMathProblemBody,
} from '@muse/contracts';
import { formatConcepts, parseConcepts } from './concepts';

export const CHOICE_LETTERS: readonly ChoiceLetter[] = ['A', 'B', 'C', 'D'];
export const DIFFICULTIES: readonly { value: MathDifficulty; label: string }[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

/** A problem as its edit mode holds it: every field as typed, concepts as one comma list. */
export interface ProblemForm {
  question: string;
  choices: [string, string, string, string];
  answer: ChoiceLetter;
  hint: string;
  solution: string;
  detailed_solution: string;
  difficulty: MathDifficulty;
  concepts: string;
  /** the graph drawn in the graph creator, null for none */
  graph: MathGraph | null;
  /** a graph drawn in this edit, as a PNG data URL, sent with Save; undefined keeps the stored picture */
  graphImage?: string;
}

export function problemForm(problem: MathProblem): ProblemForm {
  const [a = '', b = '', c = '', d = ''] = problem.choices;
  return {
    question: problem.question,
    choices: [a, b, c, d],
    answer: problem.answer,
    hint: problem.hint,
    solution: problem.solution,
    detailed_solution: problem.detailed_solution,
    difficulty: problem.difficulty,
    concepts: formatConcepts(problem.concepts),
    graph: problem.graph ?? null,
  };
}

/** Field name (as the server names it: question, choices.0 …) → what to fix. */
export type ProblemFormErrors = Partial<Record<string, string>>;

/** What the form can tell before asking the server: required texts and four different choices. */
export function problemFormErrors(form: ProblemForm): ProblemFormErrors {
  const errors: ProblemFormErrors = {};
  if (form.question.trim() === '') errors.question = 'Write the question.';
  const seen = new Map<string, number>();
  form.choices.forEach((choice, i) => {
    const key = choice.trim().replace(/\s+/g, ' ');
    if (key === '') errors[`choices.${i}`] = `Write choice ${CHOICE_LETTERS[i]}.`;
    else if (seen.has(key))
      errors[`choices.${i}`] =
        `Choice ${CHOICE_LETTERS[i]} is the same as choice ${CHOICE_LETTERS[seen.get(key)!]}.`;
    else seen.set(key, i);
  });
  return errors;
}

/** The PUT body of a saved edit. The graph's picture goes along only when the graph was drawn again. */
export function updateBody(officeId: string, form: ProblemForm): UpdateMathProblemBody {
  const body: UpdateMathProblemBody = {
    officeId,
    question: form.question.trim(),
    choices: form.choices.map((c) => c.trim()),
    answer: form.answer,
    hint: form.hint.trim(),
    solution: form.solution.trim(),
    detailed_solution: form.detailed_solution.trim(),
    difficulty: form.difficulty,
    concepts: parseConcepts(form.concepts),
    graph: form.graph ? withoutImageUrl(form.graph) : null,
  };
  if (form.graph && form.graphImage) body.graphImage = form.graphImage;
  return body;
}

function withoutImageUrl(graph: MathGraph): MathGraph {
  const { imageUrl: _stored, ...definition } = graph;
  return definition;
}

/** The server's field errors mapped onto the form's fields; a message for an unknown field goes to `form`. */
export function serverFieldErrors(fields: Readonly<Record<string, string>>): ProblemFormErrors {
  const out: ProblemFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const known =
      /^(question|answer|hint|solution|detailed_solution|difficulty|concepts|graph)/.exec(field)?.[1] ??
      (/^choices(\.\d)?$/.test(field) ? field : null);
    const key = known ?? 'form';
    if (!(key in out)) out[key] = message;
  }
  return out;
}

/** The choice text of the answer letter ("C" → the third choice). */
export function answerText(problem: Pick<MathProblem, 'choices' | 'answer'>): string {
  return problem.choices[CHOICE_LETTERS.indexOf(problem.answer)] ?? '';
}
