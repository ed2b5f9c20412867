import type { MathConcept, MathGraph, MathProblem, MathSection, MathTopic } from '@muse/contracts';
import type { MathProblemRow, MathProgressRow, MathTopicRow } from './math.repository';

const parseList = <T>(json: string | null, fallback: T): T => {
  if (!json) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

export const conceptsOfTopic = (row: MathTopicRow): MathConcept[] =>
  parseList<MathConcept[]>(row.concepts, []);

/** A lesson as learners and editors see it, with the caller's best result (null before a first practice). */
export function presentTopic(row: MathTopicRow, problemCount: number, progress?: MathProgressRow): MathTopic {
  return {
    _id: row.id,
    officeId: row.officeId,
    topic: row.topic,
    section: row.section as MathSection,
    lesson: row.lesson,
    videoId: row.videoId,
    lessonText: row.lessonText,
    concepts: conceptsOfTopic(row).map((c) => c.concept),
    problemCount,
    bestScore: progress ? Math.min(1, Math.max(0, progress.bestScore)) : null,
    bestTimeSpent: progress ? progress.bestTimeSpent : null,
  };
}

/** A problem as the spec's Math problem; the statement the engine checks it by stays on the server. */
export function presentProblem(row: MathProblemRow): MathProblem {
  return {
    _id: row.id,
    question: row.question,
    choices: parseList<string[]>(row.choices, ['', '', '', '']),
    answer: row.answer as MathProblem['answer'],
    hint: row.hint,
    solution: row.solution,
    detailed_solution: row.detailedSolution,
    difficulty: row.difficulty as MathProblem['difficulty'],
    concepts: parseList<string[]>(row.concepts, []),
    graph: parseList<MathGraph | null>(row.graph, null),
    verified: row.verified === 1,
  };
}
