import type { ChoiceLetter, MathDifficulty } from '@muse/contracts';
import { evaluate } from '../cas';
import { answerTex } from './format';
import { writeNumber } from './format';
import type { Solution, SolvedQuestion } from './types';

/**
 * The question card of math SOS mode: the answer among three wrong answers from named common mistakes (the
 * recogniser's own first, then generic ones for its kind), never equal to the answer or to each other.
 */

const LETTERS: ChoiceLetter[] = ['A', 'B', 'C', 'D'];

function genericMistakes(solution: Solution): string[] {
  const { answer, kind } = solution;
  if (kind === 'none') return ['no solution', 'infinitely many solutions', '0', '1', '-1'];
  if (kind === 'number') {
    let v = solution.value;
    if (v === undefined) {
      try {
        v = evaluate(answer);
      } catch {
        v = undefined;
      }
    }
    if (v === undefined) return [`-${answer}`, `2*${answer}`, `${answer}/2`];
    // sign error, doubling or halving, off by one
    return [-v, 2 * v, v / 2, v + 1, v - 1, v + 10, 3 * v].map((n) => writeNumber(n));
  }
  if (kind === 'inequality') {
    const m = /^([a-z]) (\S+) (.+)$/.exec(answer);
    if (m) {
      const flip: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };
      const strict: Record<string, string> = { '<': '<=', '>': '>=', '<=': '<', '>=': '>' };
      return [
        `${m[1]} ${flip[m[2]!]} ${m[3]}`,
        `${m[1]} ${strict[m[2]!]} ${m[3]}`,
        `${m[1]} ${m[2]} -${m[3]}`.replace('--', ''),
        `${m[1]} ${flip[m[2]!]} -${m[3]}`.replace('--', ''),
      ];
    }
  }
  // sets, systems and expressions: sign slips in the numbers
  const variants: string[] = [];
  const numbers = [...answer.matchAll(/\d+/g)];
  for (const [i] of numbers.entries()) {
    let k = -1;
    variants.push(answer.replace(/\d+/g, (d) => ((k += 1) === i ? String(Number(d) + 1) : d)));
  }
  variants.push(answer.replace(/-/g, '#').replace(/\+/g, '-').replace(/#/g, '+'));
  variants.push(answer.includes('-') ? answer.replace(/-/, '') : answer.replace(/(\d+)/, '-$1'));
  variants.push(`${answer} + 1`, `2(${answer})`);
  return variants;
}

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A stable position for the right answer, so the card is the same for the same problem. */
function positionOf(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % 4;
}

export function questionCard(problem: string, solution: Solution): SolvedQuestion {
  const wrong: string[] = [];
  const seen = new Set([tidy(solution.answer)]);
  for (const candidate of [...(solution.mistakes ?? []).map((m) => m.answer), ...genericMistakes(solution)]) {
    const t = tidy(candidate);
    if (!t || t === 'NaN' || seen.has(t) || wrong.length >= 3) continue;
    seen.add(t);
    wrong.push(t);
  }
  for (let n = 2; wrong.length < 3; n += 1) {
    const t = `${solution.answer} + ${n}`;
    if (!seen.has(t)) wrong.push(t);
  }
  const at = positionOf(problem);
  const plain = [...wrong];
  plain.splice(at, 0, solution.answer);
  const choices = plain.map((c) =>
    /^(no solution|infinitely many solutions)$/.test(c) ? c : `$${answerTex(c)}$`,
  );
  const lines = solution.steps.map((s) => (s.math ? `${s.text} $${s.math}$` : s.text));
  const difficulty: MathDifficulty =
    solution.kind === 'system' || solution.steps.length > 4
      ? 'hard'
      : solution.kind === 'number' && solution.steps.length <= 3
        ? 'easy'
        : 'medium';
  return {
    question: problem,
    choices,
    answer: LETTERS[at]!,
    hint: solution.steps[1]?.text ?? solution.steps[0]?.text ?? solution.task,
    solution: `${solution.task}: $${solution.answerTex}$`,
    detailed_solution: lines.join('\n'),
    difficulty,
    concepts: solution.concepts,
    verified: true,
    graph: null,
  };
}
