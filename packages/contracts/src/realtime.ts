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

export const ServerEvents = {
  jobProgress: 'job:progress',
  sessionChanged: 'session:changed',
} as const;
