import * as z from 'zod/mini';
import { Poll } from './polls';

/** Events the server pushes over socket.io to a user's room. */
export const JobProgressEvent = z.object({
  jobId: z.string(),
  name: z.string(),
  progress: z.number().check(z.gte(0), z.lte(100)),
  state: z.enum(['waiting', 'active', 'completed', 'failed']),
});
export type JobProgressEvent = z.infer<typeof JobProgressEvent>;

export const SessionChangedEvent = z.object({
  credits: z.number().check(z.int()),
  subscriptionCredits: z.number().check(z.int()),
});

/** An image of the user's queue moved on: queued → creating (with progress) → finished. */
export const ImageProgressEvent = z.object({
  _id: z.string(),
  filename: z.string(),
  state: z.enum(['requested', 'started', 'finished']),
  progress: z.number().check(z.gte(0), z.lte(100)),
});
export type ImageProgressEvent = z.infer<typeof ImageProgressEvent>;

export const ServerEvents = {
  jobProgress: 'job:progress',
  sessionChanged: 'session:changed',
  imageProgress: 'images:progress',
  /** a live poll started in an office the socket joined (a Poll, without the quiz's answer) */
  poll: 'poll',
  /** the counts of a poll changed: to the office's room (PollResultsEvent, never the quiz's answer) */
  pollResults: 'poll-results',
  /** a poll with its results and the socket's vote: on joining while it is open, and after voting (a Poll) */
  pollWithResults: 'poll-with-results',
  /** a live poll stopped taking votes (PollClosedEvent) */
  pollClosed: 'poll-closed',
  /** a notification was published for this user (NotificationPublishedEvent): ask GET /notifications/last */
  notification: 'notification',
} as const;

/** Events a client sends; each is answered through socket.io's acknowledgement with a SocketAck. */
export const ClientEvents = {
  /** join an office's room (anyone who may see the office: visitors, guests, users) */
  joinOffice: 'join-office',
  leaveOffice: 'leave-office',
  /** a vote on a live poll */
  vote: 'vote',
} as const;

export const JoinOfficeMessage = z.object({
  officeId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export type JoinOfficeMessage = z.infer<typeof JoinOfficeMessage>;

export const VoteMessage = z.object({
  pollId: z
    .string({ error: 'pollId must be text' })
    .check(z.trim(), z.minLength(1, { error: 'pollId is required' }), z.maxLength(64)),
  value: z
    .string({ error: 'value must be text' })
    .check(z.trim(), z.minLength(1, { error: 'value is required' }), z.maxLength(120)),
});
export type VoteMessage = z.infer<typeof VoteMessage>;

/** The reply to a client event: `{ ok: true }` (with a vote's poll) or the API's error body. */
export const SocketAck = z.union([
  z.object({ ok: z.literal(true), poll: z.optional(Poll) }),
  z.object({
    error: z.object({ code: z.string(), message: z.string(), details: z.optional(z.unknown()) }),
  }),
]);
export type SocketAck = z.infer<typeof SocketAck>;

export const PollResultsEvent = z.object({
  pollId: z.string(),
  officeId: z.string(),
  choices: z.array(
    z.object({ value: z.string(), result: z.number().check(z.int()), percent: z.number().check(z.int()) }),
  ),
  total: z.number().check(z.int()),
});
export type PollResultsEvent = z.infer<typeof PollResultsEvent>;

export const PollClosedEvent = z.object({ pollId: z.string(), officeId: z.string() });
export type PollClosedEvent = z.infer<typeof PollClosedEvent>;
