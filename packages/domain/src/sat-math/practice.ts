/**
 * The SAT practice quiz (spec assistant-workspace.md §4 "SAT practice"): questions one by one; a wrong answer
 * marks the question incorrect and appends a repeated copy at the end; finishing the last question gives the
 * result to submit (question ids, the ids answered right the first time, seconds spent). Pure: the caller
 * passes the clock.
 */

/** One turn of the quiz: a problem, and the SAT question flags (incorrect, repeated, correct). */
export interface PracticeQuestion<P extends { _id: string }> {
  problem: P;
  /** unique per turn, so a card keyed by it starts afresh even when the same problem comes twice in a row */
  key: string;
  repeated: boolean;
  correct: boolean;
  incorrect: boolean;
}

export interface PracticeResult {
  /** every problem of the quiz once, in order */
  questions: string[];
  /** the problems answered right the first time they came */
  correctAnswers: string[];
  /** whole seconds from the start to the last answer */
  timeSpent: number;
}

export interface PracticeState<P extends { _id: string }> {
  turns: PracticeQuestion<P>[];
  /** the turn on screen */
  index: number;
  startedAt: number;
  /** whether the turn on screen has been checked */
  checked: boolean;
  /** each problem's first verdict */
  firstTry: Readonly<Record<string, boolean>>;
  result: PracticeResult | null;
}

/** The longest time a result may report (the API refuses more than a day). */
export const MAX_PRACTICE_SECONDS = 86_400;

export function startPractice<P extends { _id: string }>(
  problems: readonly P[],
  now: number,
): PracticeState<P> {
  const seen = new Set<string>();
  const turns: PracticeQuestion<P>[] = [];
  for (const problem of problems) {
    if (seen.has(problem._id)) continue;
    seen.add(problem._id);
    turns.push({ problem, key: `${problem._id}#0`, repeated: false, correct: false, incorrect: false });
  }
  return { turns, index: 0, startedAt: now, checked: false, firstTry: {}, result: null };
}

export function currentQuestion<P extends { _id: string }>(
  state: PracticeState<P>,
): PracticeQuestion<P> | null {
  return state.result ? null : (state.turns[state.index] ?? null);
}

/** Records the verdict on the question on screen; a wrong one queues a repeated copy at the end. */
export function checkAnswer<P extends { _id: string }>(
  state: PracticeState<P>,
  correct: boolean,
): PracticeState<P> {
  const turn = currentQuestion(state);
  if (!turn || state.checked) return state;
  const turns = state.turns.map((t, i) => (i === state.index ? { ...t, correct, incorrect: !correct } : t));
  if (!correct) {
    const copies = state.turns.filter((t) => t.problem._id === turn.problem._id).length;
    turns.push({
      problem: turn.problem,
      key: `${turn.problem._id}#${copies}`,
      repeated: true,
      correct: false,
      incorrect: false,
    });
  }
  const id = turn.problem._id;
  const firstTry = id in state.firstTry ? state.firstTry : { ...state.firstTry, [id]: correct };
  return { ...state, turns, checked: true, firstTry };
}

/** Moves past a checked question; past the last one the quiz finishes with its result. */
export function nextQuestion<P extends { _id: string }>(
  state: PracticeState<P>,
  now: number,
): PracticeState<P> {
  if (state.result || !state.checked) return state;
  const index = state.index + 1;
  if (index < state.turns.length) return { ...state, index, checked: false };
  return { ...state, index: state.turns.length, checked: false, result: practiceResult(state, now) };
}

function practiceResult<P extends { _id: string }>(state: PracticeState<P>, now: number): PracticeResult {
  const questions = state.turns.filter((t) => !t.repeated).map((t) => t.problem._id);
  const seconds = Math.round((now - state.startedAt) / 1000);
  return {
    questions,
    correctAnswers: questions.filter((id) => state.firstTry[id] === true),
    timeSpent: Math.min(MAX_PRACTICE_SECONDS, Math.max(0, seconds)),
  };
}

/** The progress bar: turns done out of all turns so far (repeats lengthen the quiz). */
export function practiceProgress<P extends { _id: string }>(
  state: PracticeState<P>,
): { done: number; total: number; percent: number } {
  const total = state.turns.length;
  const done = state.result ? total : state.index + (state.checked ? 1 : 0);
  return { done, total, percent: total > 0 ? Math.round((done / total) * 100) : 0 };
}
