/**
 * The local interview evaluator: each answer is read for relevance to its question (sentence meaning from
 * the Universal Sentence Encoder, or GloVe word vectors when the encoder cannot load, raised by the
 * question's key words it takes up: relevance.ts), for the parts of a worked example, for specifics, length
 * and hedging (signals.ts); graded per competency (grade.ts); and the report is written from those findings
 * (report.ts).
 */
import { combineGrades, gradeAnswer } from './grade';
import { relevances } from './relevance';
import { competencySummary, overallAnalysis, type AnswerFinding, type CompetencyFinding } from './report';
import { readAnswer } from './signals';

export interface InterviewAnswerInput {
  question: string;
  answer: string;
  /** the competency the question assesses; answers without one are judged as "General" */
  category?: string | null;
}

/** The spec's interview result, without its id. */
export interface InterviewReport {
  jobTitle: string;
  overallAnalysis: { summary: string; summaryRecommendation: string };
  categorySummaries: { name: string; summary: string }[];
  answers: { question: string; answer: string }[];
}

export interface InterviewEvaluation extends InterviewReport {
  /** the findings behind the report: a grade per competency and per answer */
  competencies: CompetencyFinding[];
}

const GENERAL = 'General';

/** Evaluates a mock interview: a grade and a written summary per competency, overall summary, recommendation. */
export async function evaluateInterview(input: {
  jobTitle: string;
  answers: readonly InterviewAnswerInput[];
}): Promise<InterviewEvaluation> {
  const answers = input.answers.map((a) => ({
    question: a.question.trim(),
    answer: a.answer.trim(),
    category: a.category?.trim() || GENERAL,
  }));
  const scores = await relevances(answers.filter((a) => a.answer));
  let next = 0;
  const findings: (AnswerFinding & { category: string })[] = answers.map((a) => {
    const signals = readAnswer(a.answer);
    const relevance = a.answer ? (scores[next++]?.score ?? 0) : 0;
    const { grade, reason } = gradeAnswer(signals, relevance);
    return { ...a, signals, relevance, grade, reason };
  });
  // Competencies in the order they were first asked about.
  const byName = new Map<string, CompetencyFinding>();
  for (const f of findings) {
    const key = f.category.toLowerCase();
    const c = byName.get(key) ?? { name: f.category, grade: 'weak', answers: [] };
    c.answers.push(f);
    byName.set(key, c);
  }
  const competencies = [...byName.values()].map((c) => ({
    ...c,
    grade: combineGrades(c.answers.map((a) => a.grade)),
  }));
  return {
    jobTitle: input.jobTitle,
    overallAnalysis: overallAnalysis(input.jobTitle, competencies),
    categorySummaries: competencies.map((c) => ({ name: c.name, summary: competencySummary(c) })),
    answers: answers.map((a) => ({ question: a.question, answer: a.answer })),
    competencies,
  };
}
