import * as z from 'zod/mini';
import { pageLimit } from './paging';
import { OfficeId } from './offices';

/**
 * Live polls and quizzes of an office (spec: Poll entity: type, pollType, question or name, choices
 * [{value, text, result, percent}], answer, results). Owners and admins start them; visitors vote over the
 * socket (events in ./realtime). Dialog polls come from a dialog's ShowPoll JSON and are voted on over HTTP.
 * The rules (2 to 6 choices, Yes/No made for yesno, a quiz's answer among the choices) are @muse/domain's
 * `checkPoll`; these schemas bound sizes and types only.
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.maxLength(max, { error: `${field} must be at most ${max} characters` }));

export const PollType = z.enum(['yesno', 'choice', 'quiz'], {
  error: 'pollType must be yesno, choice or quiz',
});
export type PollType = z.infer<typeof PollType>;

/** A choice as a client sends it: its text, or `{ value?, text }` (value defaults to the text). */
export const PollChoiceInput = z.union([
  text('choice', 120),
  z.object({ value: z.optional(text('value', 120)), text: text('text', 120) }),
]);

/** POST /polls: an owner or admin starts a live poll in an office (it replaces the office's open poll). */
export const CreatePollBody = z.object({
  officeId: OfficeId,
  pollType: PollType,
  question: text('question', 300),
  choices: z.optional(z.array(PollChoiceInput).check(z.maxLength(20, { error: 'give at most 6 choices' }))),
  /** a quiz's right answer: a choice's value or text (or its index) */
  answer: z.optional(z.union([text('answer', 120), z.number().check(z.int())])),
});
export type CreatePollBody = z.infer<typeof CreatePollBody>;

export const PollChoice = z.object({
  value: z.string(),
  text: z.string(),
  /** votes for it */
  result: z.number().check(z.int()),
  percent: z.number().check(z.int()),
});
export type PollChoice = z.infer<typeof PollChoice>;

export const PollResults = z.object({
  /** everyone who voted */
  total: z.number().check(z.int()),
  /** quizzes, once the answer may be shown: how many were right */
  correct: z.optional(z.number().check(z.int())),
});

/**
 * A poll as the caller may see it. `answer` (a quiz's right value) is shown to owners and admins and to
 * whoever has voted; `myVote` is the caller's vote, null before it.
 */
export const Poll = z.object({
  _id: z.string(),
  type: z.literal('poll'),
  pollType: PollType,
  officeId: z.string(),
  question: z.string(),
  /** the spec's other name of the question */
  name: z.string(),
  choices: z.array(PollChoice),
  answer: z.optional(z.string()),
  results: PollResults,
  /** live: started by an owner; dialog: from a dialog's ShowPoll */
  source: z.enum(['live', 'dialog']),
  /** whether it takes votes now (a dialog poll always does) */
  open: z.boolean(),
  startedAt: z.string(),
  /** when a live poll stops by itself; null for dialog polls and closed polls */
  closesAt: z.nullable(z.string()),
  closedAt: z.nullable(z.string()),
  myVote: z.nullable(z.string()),
});
export type Poll = z.infer<typeof Poll>;

export const PollParams = z.object({
  id: text('id', 64).check(z.trim(), z.minLength(1, { error: 'id is required' })),
});
export const OfficePollsParams = z.object({ officeId: OfficeId });
/** GET /polls/office/{officeId}: newest first, `after` = the last poll's `_id` of the previous page. */
export const OfficePollsQuery = z.object({
  after: z.optional(text('after', 64)),
  limit: pageLimit(50),
});
export const OfficePollsReply = z.object({ data: z.array(Poll), next: z.nullable(z.string()) });
export type OfficePollsReply = z.infer<typeof OfficePollsReply>;

/**
 * POST /polls/dialog-vote: a visitor's vote on a dialog's poll (its ShowPoll JSON, as text or object). The
 * poll is kept per office and question; one vote per person; the reply has the results.
 */
export const DialogVoteBody = z.object({
  officeId: OfficeId,
  poll: z.union([text('poll', 20_000), z.record(z.string(), z.unknown())]),
  value: z.union([text('value', 120), z.number()]),
});
export type DialogVoteBody = z.infer<typeof DialogVoteBody>;
