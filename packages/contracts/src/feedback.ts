import * as z from 'zod/mini';
import { CursorPageQuery } from './paging';
import { jsonBoundsProblem, type JsonBounds } from './bounded-json';

/**
 * Feedback (POST /feedback: the demo-request form, the interview report's rating and suggestion, the
 * feedback popup's review), whether the popup should still ask, owners' lists of what their office
 * received, and dialog forms (POST /forms/submit: a dialog's FormSubmit target).
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.maxLength(max, { error: `${field} must be at most ${max} characters` }));

/** Chosen caps (the spec gives "no explicit limit" for suggestions). */
export const FEEDBACK_LIMITS = { review: 5000, feedback: 5000, email: 254, formField: 1000 } as const;

/** The longest name a published review is shown under. */
export const REVIEW_NAME_MAX = 60;
/** Client reviews show 3 per page (spec). */
export const CLIENT_REVIEWS_PER_PAGE = 3;

/** A language tag as browsers send it ("en", "pt-BR"); reviews are kept and listed by its first part. */
export const ReviewLanguage = z.string({ error: 'lang must be text' }).check(
  z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, {
    error: 'lang must be a language tag such as en or pt-BR',
  }),
);

export const FeedbackSource = z.enum(['demoform', 'interview', 'images'], {
  error: 'source must be demoform, interview or images',
});
export type FeedbackSource = z.infer<typeof FeedbackSource>;

/**
 * The demo-request form as sent (spec: name, company, role, email, interests, otherInterest). Which fields
 * are required and which interests exist are @muse/domain's `demoFormProblems`, checked by the server.
 */
export const DemoFormData = z.object({
  name: z.optional(text('name', FEEDBACK_LIMITS.formField)),
  company: z.optional(text('company', FEEDBACK_LIMITS.formField)),
  role: z.optional(text('role', FEEDBACK_LIMITS.formField)),
  email: z.optional(text('email', FEEDBACK_LIMITS.email)),
  interests: z.optional(
    z
      .array(text('interests', 200), { error: 'interests must be a list' })
      .check(z.maxLength(20, { error: 'interests must hold at most 20 values' })),
  ),
  otherInterest: z.optional(text('otherInterest', FEEDBACK_LIMITS.formField)),
});
export type DemoFormData = z.infer<typeof DemoFormData>;

/**
 * POST /feedback. `userId` is accepted for the spec's clients and ignored: the session says who sends.
 * `email` is for visitors (it is asked only when signed out). Addition: `skip: true` records that the
 * feedback popup was dismissed (no review or feedback needed then).
 */
export const FeedbackBody = z
  .object({
    source: FeedbackSource,
    formData: z.optional(DemoFormData),
    review: z.optional(text('review', FEEDBACK_LIMITS.review)),
    feedback: z.optional(text('feedback', FEEDBACK_LIMITS.feedback)),
    userId: z.optional(text('userId', 100)),
    email: z.union([
      z.optional(
        z.email({ error: 'email must be an email address' }).check(
          z.maxLength(FEEDBACK_LIMITS.email, {
            error: `email must be at most ${FEEDBACK_LIMITS.email} characters`,
          }),
        ),
      ),
      z.pipe(
        z.literal(''),
        z.transform(() => undefined),
      ),
    ]),
    officeId: z.optional(text('officeId', 64)),
    skip: z.optional(z.boolean({ error: 'skip must be true or false' })),
    /** The sender agrees to show the review on the site (client reviews); never without it. */
    publish: z.optional(z.boolean({ error: 'publish must be true or false' })),
    /** The name a published review is shown under; none when absent. */
    name: z.optional(text('name', REVIEW_NAME_MAX)),
    /** The page's language, e.g. "en" or "pt-BR": client reviews are listed per language. */
    lang: z.optional(ReviewLanguage),
  })
  .check(
    z.superRefine((b, ctx) => {
      if (b.source === 'demoform') {
        if (!b.formData)
          ctx.addIssue({ code: 'custom', path: ['formData'], message: 'formData is required' });
        if (b.skip)
          ctx.addIssue({ code: 'custom', path: ['skip'], message: 'a demo request cannot be skipped' });
        return;
      }
      if (!b.skip && (b.review ?? '').trim() === '' && (b.feedback ?? '').trim() === '')
        ctx.addIssue({ code: 'custom', path: ['review'], message: 'review or feedback is required' });
    }),
  );
export type FeedbackBody = z.infer<typeof FeedbackBody>;

/** GET /feedback/mine: whether the caller (account, guest or this browser) sent a review, or skipped. */
export const FeedbackMineReply = z.object({ reviewed: z.boolean(), skipped: z.boolean() });
export type FeedbackMineReply = z.infer<typeof FeedbackMineReply>;

/** A page of a list an owner reads, newest first (chosen: 20 by default, at most 100). */
export const SubmissionsQuery = CursorPageQuery;
export const SubmissionsParams = z.object({ officeId: text('officeId', 64) });

/** A demo request sent from an office's page, as its owner reads it. */
export const OfficeFeedbackEntry = z.object({
  _id: z.string(),
  source: FeedbackSource,
  formData: z.nullable(DemoFormData),
  review: z.nullable(z.string()),
  feedback: z.nullable(z.string()),
  ts: z.string(),
});
export type OfficeFeedbackEntry = z.infer<typeof OfficeFeedbackEntry>;

/** GET /feedback/office/:officeId. `next`: pass as `before` for older entries; null on the last page. */
export const OfficeFeedbackReply = z.object({
  data: z.array(OfficeFeedbackEntry),
  next: z.nullable(z.string()),
});
export type OfficeFeedbackReply = z.infer<typeof OfficeFeedbackReply>;

/** Chosen caps on a dialog form's answers (free-form, from visitors). */
export const FORM_ANSWERS_BOUNDS: JsonBounds = { depth: 3, values: 1000, chars: 100_000 };
export const FORM_ANSWER_MAX = 5000;

const FormAnswerList = z
  .array(
    z.object({
      question: text('question', FORM_ANSWER_MAX),
      answer: text('answer', FORM_ANSWER_MAX),
    }),
    { error: 'answers must be a list of {question, answer} or a map of texts' },
  )
  .check(z.maxLength(200, { error: 'answers must hold at most 200 entries' }));
const FormAnswerMap = z.record(
  text('answers key', 500),
  z.union([text('answer', FORM_ANSWER_MAX), z.number(), z.boolean(), z.null()]),
  { error: 'answers must be a list of {question, answer} or a map of texts' },
);

/** A dialog form's answers: a list of {question, answer}, or a map of question (or field) to answer. */
export const FormAnswers = z
  .union([FormAnswerList, FormAnswerMap], {
    error: 'answers must be a list of {question, answer} or a map of texts',
  })
  .check(
    z.superRefine((value, ctx) => {
      const problem = jsonBoundsProblem(value, 'answers', FORM_ANSWERS_BOUNDS);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );
export type FormAnswers = z.infer<typeof FormAnswers>;

/** POST /forms/submit: a dialog's FormSubmit, stored for the office. */
export const FormSubmitBody = z.object({
  answers: FormAnswers,
  officeId: text('officeId', 64).check(z.trim(), z.minLength(1, { error: 'officeId is required' })),
});
export type FormSubmitBody = z.infer<typeof FormSubmitBody>;

export const FormSubmission = z.object({
  _id: z.string(),
  answers: z.union([
    z.array(z.object({ question: z.string(), answer: z.string() })),
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  ]),
  ts: z.string(),
});
export type FormSubmission = z.infer<typeof FormSubmission>;

/** GET /forms/:officeId: the office's form submissions, newest first. */
export const FormSubmissionsReply = z.object({ data: z.array(FormSubmission), next: z.nullable(z.string()) });
export type FormSubmissionsReply = z.infer<typeof FormSubmissionsReply>;

/** GET /images/client-reviews: `lang` (the page's language; all languages when absent) and `page` from 0. */
export const ClientReviewsQuery = z.object({
  lang: z.optional(ReviewLanguage),
  page: z._default(
    z.coerce
      .number({ error: 'page must be a number' })
      .check(
        z.int({ error: 'page must be a whole number' }),
        z.gte(0, { error: 'page must be at least 0' }),
        z.lte(1000, { error: 'page must be at most 1000' }),
      ),
    0,
  ),
});
export type ClientReviewsQuery = z.infer<typeof ClientReviewsQuery>;

/** A review a user sent and agreed to show, as the site shows it. */
export const Testimonial = z.object({
  _id: z.string(),
  review: z.string(),
  /** the name the sender chose to show; null: shown without a name */
  name: z.nullable(z.string()),
  lang: z.nullable(z.string()),
  ts: z.string(),
});
export type Testimonial = z.infer<typeof Testimonial>;

/** Three reviews of the page asked for, newest first; `hasMore` when a next page has any. */
export const ClientReviewsReply = z.object({ testimonials: z.array(Testimonial), hasMore: z.boolean() });
export type ClientReviewsReply = z.infer<typeof ClientReviewsReply>;

/** GET /statistics: this server's real counts for the statistics banner. */
export const StatisticsReply = z.object({
  /** finished pictures (public and private) */
  images: z.number().check(z.int(), z.nonnegative()),
  /** finished songs and pieces of music */
  songs: z.number().check(z.int(), z.nonnegative()),
  /** accounts signed in by email (guests not counted) */
  users: z.number().check(z.int(), z.nonnegative()),
});
export type StatisticsReply = z.infer<typeof StatisticsReply>;
