import type { MathDifficulty, MathSection, ResolveProblemReply } from '@muse/contracts';

/**
 * What the math module asks of the math engine (@muse/math), which runs on the engine threads: generating
 * verified problems, checking an edited one, and solving a typed problem. Types are structural so the module
 * does not care where the engine runs.
 */
export interface GeneratedMathProblem {
  question: string;
  choices: string[];
  answer: 'A' | 'B' | 'C' | 'D';
  hint: string;
  solution: string;
  detailed_solution: string;
  difficulty: MathDifficulty;
  concepts: string[];
  templateId: string;
  /** the statement the engine re-solves the problem by (JSON-serialisable) */
  check: unknown;
}

export interface GenerateRequest {
  section: MathSection;
  lesson?: number;
  count: number;
  seed: number;
  similarTo?: string;
}

export interface VerifyRequest {
  question: string;
  choices: string[];
  answer: 'A' | 'B' | 'C' | 'D';
  check: unknown;
}

export type VerifyOutcome =
  { ok: true } | { ok: false; field: 'answer' | 'choices' | 'question'; message: string };

/** A solved typed problem: the reply of resolve-problem without the question card's id. */
export type SolvedMathProblem = Omit<ResolveProblemReply, 'question'> & {
  question: Omit<ResolveProblemReply['question'], '_id'>;
};

/** The engine's answer to a problem it could not read: the message is for the user. */
export class UnreadableMathError extends Error {
  override readonly name = 'UnreadableMathError';
}

export interface MathEngine {
  generate(request: GenerateRequest): Promise<GeneratedMathProblem[]>;
  verify(request: VerifyRequest): Promise<VerifyOutcome>;
  /** Throws UnreadableMathError when the problem cannot be read or solved. */
  solve(problem: string): Promise<SolvedMathProblem>;
  /** The `check` statement of a plain number answer, for an edited question the solver could read. */
  numberCheck(answer: string): unknown | null;
}
