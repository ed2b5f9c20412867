import { z } from 'zod';

/** Events the server pushes over socket.io to a user's room. */
export const JobProgressEvent = z.object({
  jobId: z.string(),
  name: z.string(),
  progress: z.number().min(0).max(100),
  state: z.enum(['waiting', 'active', 'completed', 'failed']),
});
export type JobProgressEvent = z.infer<typeof JobProgressEvent>;

export const SessionChangedEvent = z.object({
  credits: z.number().int(),
  subscriptionCredits: z.number().int(),
});

/** An image of the user's queue moved on: queued → creating (with progress) → finished. */
export const ImageProgressEvent = z.object({
  _id: z.string(),
  filename: z.string(),
  state: z.enum(['requested', 'started', 'finished']),
  progress: z.number().min(0).max(100),
});
export type ImageProgressEvent = z.infer<typeof ImageProgressEvent>;

export const ServerEvents = {
  jobProgress: 'job:progress',
  sessionChanged: 'session:changed',
  imageProgress: 'images:progress',
} as const;
