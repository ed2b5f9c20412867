import type { MathDifficulty, MathSection } from '@muse/contracts';
import type { Rng } from './random';

export type Letter = 'A' | 'B' | 'C' | 'D';

/**
 * What the problem asks, written so the CAS can work it out again without the generator's own arithmetic.
 * JSON-serialisable: it is stored with the problem and re-checked whenever the problem is edited.
 */
export type CheckStatement =
  /** the answer is the value of the expression */
  | { kind: 'evaluate'; expression: string }
  /**
   * the answer is the solution of one equation in `unknown` (the only real one, or the one `pick` names),
   * or the value of `target` there. `roots` (optional) lists every real solution as a certificate the
   * verifier proves complete; without it the CAS solves the equation.
   */
  | {
      kind: 'solve';
      equations: [string];
      unknown: string;
      target?: string;
      pick?: 'positive' | 'negative' | 'smallest' | 'largest';
      roots?: string[];
    }
  /**
   * the answer is the value of `target` at the one solution of a system of equations. `solution` (optional)
   * is a certificate the verifier proves: it satisfies every equation, and the system is linear with a
   * nonzero determinant (so it is the only solution); without it the CAS solves the system.
   */
  | {
      kind: 'system';
      equations: string[];
      unknowns: string[];
      target: string;
      solution?: Record<string, string>;
    }
  /** the answer is an expression equal to `expression` for every value of its variables */
  | { kind: 'equivalent'; expression: string; variables?: string[] }
  /**
   * a linear inequality in `unknown`: the answer is the only choice that satisfies it, or with
   * `pick: 'least-integer' | 'greatest-integer'` the least (greatest) whole number that does
   */
  | {
      kind: 'inequality';
      relation: string;
      unknown: string;
      pick?: 'only' | 'least-integer' | 'greatest-integer';
    };

export interface GeneratedProblem {
  question: string;
  choices: [string, string, string, string];
  answer: Letter;
  hint: string;
  solution: string;
  /** numbered steps joined by "\n"; the last line states the answer as it is written in its choice */
  detailed_solution: string;
  difficulty: MathDifficulty;
  concepts: string[];
  templateId: string;
  check: CheckStatement;
}

/** A wrong choice and the mistake that leads to it. */
export interface Distractor {
  mistake: string;
  choice: string;
}

/** What a template draws: the generator turns it into choices, a letter and numbered steps. */
export interface Draft {
  question: string;
  /** the correct choice, as shown */
  answer: string;
  /** wrong choices from named common mistakes, most likely first */
  distractors: Distractor[];
  /** a "nearby value" choice, used only when mistakes collide; k = 1, 2, 3 … gives different ones */
  nearby: (k: number) => string;
  hint: string;
  solution: string;
  /** the worked steps, without numbers and without the final answer line */
  steps: string[];
  check: CheckStatement;
}

export interface Template {
  id: string;
  section: MathSection;
  /** the kind of problem, for "similar problem" requests (several templates may share one) */
  family: string;
  concepts: string[];
  make(rng: Rng, difficulty: MathDifficulty): Draft;
}
