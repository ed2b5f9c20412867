import * as z from 'zod/mini';

/**
 * Events the server pushes over socket.io to a user's room. The messages of office rooms and live polls are in
 * `realtime-offices.ts`: the app's shell reads these on every page and must not carry the polls' schemas.
 */
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
  /** save a poll to the caller's asset library (SavePollMessage, acknowledged with SavePollAck) */
  savePoll: 'save-poll',
  /** show a saved poll live in an office (ShowPollMessage, acknowledged with SocketAck: its room gets `poll`) */
  showPoll: 'show-poll',
} as const;
