import * as z from 'zod/mini';
import { CursorPageQuery } from './paging';

/**
 * Mock interviews: questions for a job title (the setup's Interview tab), a candidate's submitted answers,
 * and the evaluation report. Field names are the spec's ("Interview question: question, category";
 * "Interview result: id, jobTitle, overallAnalysis {summary, summaryRecommendation}, categorySummaries
 * [{name, summary}], answers [{question, answer}]").
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.maxLength(max, { error: `${field} must be at most ${max} characters` }));

/** Chosen caps: the spec's 5000-character dialog answer, and bounds on everything else. */
export const INTERVIEW_LIMITS = {
  jobTitle: 200,
  answers: 30,
  answer: 5000,
  question: 1000,
  category: 200,
} as const;

const jobTitle = text('jobTitle', INTERVIEW_LIMITS.jobTitle).check(
  z.trim(),
  z.minLength(1, { error: 'jobTitle is required' }),
);

/** POST /openai/createInterviewQuestions. */
export const CreateInterviewQuestionsBody = z.object({
  jobTitle,
  /**
   * How many questions: 1 to 10 (clamped; a non-number becomes 5), or 'auto' (5, the first generation).
   * Addition: the spec's call sends only the job title.
   */
  count: z.optional(z.union([z.number(), text('count', 20), z.null()])),
});
export type CreateInterviewQuestionsBody = z.infer<typeof CreateInterviewQuestionsBody>;

export const InterviewQuestion = z.object({
  question: z.string(),
  /** the competency the question assesses */
  category: z.string(),
});
export type InterviewQuestion = z.infer<typeof InterviewQuestion>;

export const InterviewQuestionsReply = z.object({ data: z.array(InterviewQuestion) });
export type InterviewQuestionsReply = z.infer<typeof InterviewQuestionsReply>;

/** POST /openai/submitInterview?jobTitle=&email=: where the result goes. */
export const SubmitInterviewQuery = z.object({
  jobTitle,
  /** Where the result is mailed; blank or absent on the practice page, where the report is only shown. */
  email: z.optional(
    z.union([
      z.literal(''),
      z
        .email({ error: 'email must be an email address' })
        .check(z.maxLength(320, { error: 'email must be at most 320 characters' })),
    ]),
  ),
});
export type SubmitInterviewQuery = z.infer<typeof SubmitInterviewQuery>;

export const InterviewAnswer = z.object({
  question: text('question', INTERVIEW_LIMITS.question),
  answer: text('answer', INTERVIEW_LIMITS.answer),
  category: z.nullish(text('category', INTERVIEW_LIMITS.category)),
  /** A dialog's FormSubmit sends its answers as recorded: the competency is the answer box's `parameters`. */
  parameters: z.nullish(text('parameters', INTERVIEW_LIMITS.category)),
});
export type InterviewAnswer = z.infer<typeof InterviewAnswer>;

export const SubmitInterviewBody = z.object({
  answers: z.array(InterviewAnswer, { error: 'answers must be a list' }).check(
    z.minLength(1, { error: 'answers must not be empty' }),
    z.maxLength(INTERVIEW_LIMITS.answers, {
      error: `answers must hold at most ${INTERVIEW_LIMITS.answers} answers`,
    }),
  ),
  officeId: z.nullish(
    text('officeId', 64).check(z.trim(), z.minLength(1, { error: 'officeId must not be blank' })),
  ),
});
export type SubmitInterviewBody = z.infer<typeof SubmitInterviewBody>;

export const SubmitInterviewReply = z.object({ id: z.string() });
export type SubmitInterviewReply = z.infer<typeof SubmitInterviewReply>;

export const InterviewParams = z.object({ id: text('id', 64) });

export const InterviewResult = z.object({
  id: z.string(),
  jobTitle: z.string(),
  overallAnalysis: z.object({ summary: z.string(), summaryRecommendation: z.string() }),
  categorySummaries: z.array(z.object({ name: z.string(), summary: z.string() })),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type InterviewResult = z.infer<typeof InterviewResult>;

/** An evaluation that failed for good: the spec's `error` (the report then stays in its loading state). */
export const InterviewFailure = z.object({ id: z.string(), jobTitle: z.string(), error: z.string() });
export type InterviewFailure = z.infer<typeof InterviewFailure>;

/** GET /user/interview/:id: the result once ready, or its failure (404 while not ready or unknown). */
export const InterviewResultReply = z.union([InterviewResult, InterviewFailure]);
export type InterviewResultReply = z.infer<typeof InterviewResultReply>;

export const OfficeInterviewsParams = z.object({ officeId: text('officeId', 64) });

/** GET /interviews/office/:officeId: a page of the office's interviews, newest first. */
export const OfficeInterviewsQuery = CursorPageQuery;

export const InterviewStatus = z.enum(['queued', 'ready', 'failed']);
export type InterviewStatus = z.infer<typeof InterviewStatus>;

/** One interview of an office, as its owner sees it (never the address the result was sent to). */
export const OfficeInterview = z.object({
  id: z.string(),
  jobTitle: z.string(),
  status: InterviewStatus,
  createdAt: z.string(),
  result: z.optional(InterviewResult),
  error: z.optional(z.string()),
});
export type OfficeInterview = z.infer<typeof OfficeInterview>;

export const OfficeInterviewsReply = z.object({
  data: z.array(OfficeInterview),
  /** pass as `before` for older interviews (null on the last page) */
  next: z.nullable(z.string()),
});
export type OfficeInterviewsReply = z.infer<typeof OfficeInterviewsReply>;
