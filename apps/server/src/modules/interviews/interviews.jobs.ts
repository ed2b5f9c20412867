import { defineJob, type JobQueue } from '@muse/jobs';
import { z } from 'zod';
import type { InterviewsService } from './interviews.service';

export interface InterviewJobServices {
  interviews: Pick<InterviewsService, 'evaluate' | 'recordFailure'>;
}

/**
 * Evaluates a submitted interview, stores the result and mails it (through `mail.send`). Idempotent: a
 * finished interview is left alone. After the last failed try the interview is marked failed.
 */
export const evaluateInterviewJob = defineJob<{ interviewId: string }, InterviewJobServices>({
  name: 'interviews.evaluate',
  payload: z.object({ interviewId: z.string().min(1) }),
  options: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  run: async ({ interviewId }, { services }) => services.interviews.evaluate(interviewId),
  onFailed: async ({ interviewId }, _error, { services }) => services.interviews.recordFailure(interviewId),
});

/** Queues the evaluation of one interview (one job per interview). */
export async function scheduleInterviewEvaluation(
  queue: JobQueue<InterviewJobServices>,
  interviewId: string,
): Promise<void> {
  await queue.enqueue(evaluateInterviewJob, { interviewId }, { jobId: `interview-${interviewId}` });
}
