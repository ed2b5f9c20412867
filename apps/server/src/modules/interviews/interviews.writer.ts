import type { InterviewQuestion } from '@muse/contracts';
import {
  evaluateInterview,
  interviewQuestionCount,
  writeInterviewQuestions,
  type InterviewAnswerInput,
  type InterviewReport,
  type ProviderRegistry,
} from '@muse/providers';
import { z } from 'zod';

const HOSTED_DEADLINE_MS = 30_000;

const HostedQuestions = z.object({
  questions: z
    .array(z.object({ question: z.string().min(5).max(400), category: z.string().min(2).max(60) }))
    .min(1)
    .max(10),
});

const HostedReport = z.object({
  overallAnalysis: z.object({
    summary: z.string().min(20).max(3000),
    summaryRecommendation: z.string().min(10).max(1500),
  }),
  categorySummaries: z
    .array(z.object({ name: z.string().min(1).max(200), summary: z.string().min(10).max(2000) }))
    .min(1)
    .max(30),
});

export interface WriterDeps {
  providers: Pick<ProviderRegistry, 'engine'>;
  logger: { warn(obj: object, msg?: string): void };
}

/**
 * Interview questions for a job title: a hosted text model when configured (validated JSON, 30 s), else or
 * on failure the local competency bank. `seed` varies the local set between generations.
 */
export async function interviewQuestions(
  input: { jobTitle: string; count?: number | string | null; seed: number },
  deps: WriterDeps,
): Promise<InterviewQuestion[]> {
  const count = interviewQuestionCount(input.count);
  const hosted = deps.providers.engine('text');
  if (hosted) {
    try {
      const result = await hosted.complete(
        {
          system:
            `You are an experienced hiring manager. Write exactly ${count} behavioural interview questions for ` +
            'the job title the user gives. Each question assesses one competency that matters for that role; use ' +
            "the role's own tools and situations; vary the competencies. Answer JSON " +
            '{"questions":[{"question","category"}]} where category is the competency in two or three words.',
          messages: [{ role: 'user', content: JSON.stringify({ jobTitle: input.jobTitle }) }],
          json: { schemaName: 'interview_questions', schema: HostedQuestions },
          temperature: 0.7,
        },
        { signal: AbortSignal.timeout(HOSTED_DEADLINE_MS) },
      );
      const questions = result.json?.questions.slice(0, count);
      if (questions && questions.length === count) {
        return questions.map((q) => ({ question: q.question.trim(), category: q.category.trim() }));
      }
      deps.logger.warn(
        { got: questions?.length, count },
        'hosted interview questions: wrong count; using the local bank',
      );
    } catch (err) {
      deps.logger.warn({ err }, 'hosted interview questions failed; using the local bank');
    }
  }
  return writeInterviewQuestions({ jobTitle: input.jobTitle, count, seed: input.seed });
}

const RUBRIC =
  "You evaluate a mock job interview as an experienced hiring manager. For each competency (the answers' " +
  '"category"), judge every answer for: relevance to its question; structure (situation, task, action, ' +
  'result); specificity (numbers, tools, outcomes); and confidence (hedging). Say plainly when an answer is ' +
  "empty or off-topic. Quote the candidate's own words briefly (a few words in quotation marks) as evidence. " +
  'Answer JSON {"overallAnalysis":{"summary","summaryRecommendation"},"categorySummaries":[{"name","summary"}]}: ' +
  'one categorySummaries entry per competency, with name exactly as given; summary 2-5 sentences; ' +
  'summaryRecommendation a clear recommendation (next round, follow-up, or not at this stage) with its reasons.';

/**
 * The evaluation report: a hosted text model with the rubric when configured (validated JSON that names
 * every competency, 30 s), else or on failure the local evaluator.
 */
export async function interviewReport(
  input: { jobTitle: string; answers: InterviewAnswerInput[] },
  deps: WriterDeps,
): Promise<InterviewReport> {
  const answers = input.answers.map((a) => ({ question: a.question, answer: a.answer }));
  const hosted = deps.providers.engine('text');
  if (hosted) {
    try {
      const competencies = [...new Set(input.answers.map((a) => a.category?.trim() || 'General'))];
      const result = await hosted.complete(
        {
          system: RUBRIC,
          messages: [
            {
              role: 'user',
              content: JSON.stringify({
                jobTitle: input.jobTitle,
                competencies,
                answers: input.answers.map((a) => ({
                  category: a.category?.trim() || 'General',
                  question: a.question,
                  answer: a.answer,
                })),
              }),
            },
          ],
          json: { schemaName: 'interview_report', schema: HostedReport },
          temperature: 0.2,
        },
        { signal: AbortSignal.timeout(HOSTED_DEADLINE_MS) },
      );
      const report = result.json;
      const named = new Set(report?.categorySummaries.map((c) => c.name.trim().toLowerCase()));
      if (report && competencies.every((c) => named.has(c.toLowerCase()))) {
        return {
          jobTitle: input.jobTitle,
          overallAnalysis: report.overallAnalysis,
          categorySummaries: report.categorySummaries.map((c) => ({
            name: c.name.trim(),
            summary: c.summary.trim(),
          })),
          answers,
        };
      }
      deps.logger.warn({}, 'hosted interview report missed a competency; using the local evaluator');
    } catch (err) {
      deps.logger.warn({ err }, 'hosted interview report failed; using the local evaluator');
    }
  }
  const evaluation = await evaluateInterview(input);
  return {
    jobTitle: evaluation.jobTitle,
    overallAnalysis: evaluation.overallAnalysis,
    categorySummaries: evaluation.categorySummaries,
    answers: evaluation.answers,
  };
}
