import type { MathDifficulty } from '@muse/contracts';
import { sameNumber, variablesOf } from '../cas';
import { choiceValue, sameChoice } from '../verify/choice';
import type { Rng } from './random';
import type { Draft, GeneratedProblem, Letter, Template } from './types';
import { numbered } from './tex';

const LETTERS: Letter[] = ['A', 'B', 'C', 'D'];

/**
 * A template's draft → a problem: the answer plus the first three mistakes that differ from it and from each
 * other (a named "nearby value" fills in only when mistakes collide), shuffled by the seed, and the worked
 * steps numbered with a last line stating the answer.
 */
export function buildProblem(
  template: Template,
  draft: Draft,
  difficulty: MathDifficulty,
  rng: Rng,
): GeneratedProblem {
  const variables =
    draft.check.kind === 'equivalent'
      ? (draft.check.variables ?? variablesOf(draft.check.expression))
      : undefined;
  // each choice's value is worked out once (reading a choice is the costly part); an unreadable choice
  // counts as "the same" so it is never offered
  const values = new Map<string, number | null>();
  const valueOf = (choice: string): number | null => {
    if (!values.has(choice)) {
      try {
        values.set(choice, choiceValue(choice));
      } catch {
        values.set(choice, null);
      }
    }
    return values.get(choice)!;
  };
  const same = (a: string, b: string): boolean => {
    if (!variables) {
      const [x, y] = [valueOf(a), valueOf(b)];
      return x === null || y === null || sameNumber(x, y);
    }
    try {
      return sameChoice(a, b, variables);
    } catch {
      return true;
    }
  };
  const picked = [draft.answer];
  const candidates = [
    ...draft.distractors.map((d) => d.choice),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => draft.nearby(k)),
  ];
  for (const candidate of candidates) {
    if (picked.length === 4) break;
    if (!picked.some((p) => same(p, candidate))) picked.push(candidate);
  }
  if (picked.length < 4) throw new Error(`${template.id}: could not find four different choices`);
  const order = rng.shuffle([0, 1, 2, 3]);
  const choices = order.map((i) => picked[i]!) as GeneratedProblem['choices'];
  return {
    question: draft.question,
    choices,
    answer: LETTERS[order.indexOf(0)]!,
    hint: draft.hint,
    solution: draft.solution,
    detailed_solution: numbered([...draft.steps, `The answer is ${draft.answer}.`]),
    difficulty,
    concepts: template.concepts,
    templateId: template.id,
    check: draft.check,
  };
}
