import type { MathProblem, SolutionStep } from '@muse/contracts';

/** The kind of answer, as the solver set names them (how an answer is written and compared). */
export type AnswerKind = 'number' | 'set' | 'system' | 'inequality' | 'expression' | 'none';

/** What a recogniser found: the answer and how it got there, before the question card is built. */
export interface Solution {
  /** what the solver understood the task to be, e.g. "Solve the equation for x" */
  task: string;
  kind: AnswerKind;
  /** the canonical written form (ANSWER_FORMS of the solver set) */
  answer: string;
  answerTex: string;
  /** the worked steps; the last one states the answer (added by the solver when missing) */
  steps: SolutionStep[];
  concepts: string[];
  /** wrong answers a student commonly reaches here, each named by its mistake */
  mistakes?: Mistake[];
  /** the numeric value of a number answer, for generic distractors */
  value?: number;
}

export interface Mistake {
  name: string;
  answer: string;
}

/** The question card of math SOS mode (a MathProblem without its stored id). */
export type SolvedQuestion = Omit<MathProblem, '_id' | 'repeated'> & { verified: true; graph: null };

export interface SolvedProblem {
  problem: string;
  task: string;
  answer: string;
  answerTex: string;
  steps: SolutionStep[];
  question: SolvedQuestion;
}

/** The problem as recognisers see it: the cleaned text and its lower-case form. */
export interface Problem {
  text: string;
  lower: string;
}

/** A recogniser: a Solution when it knows this kind of problem, else null. */
export type Recogniser = (problem: Problem) => Solution | null;
