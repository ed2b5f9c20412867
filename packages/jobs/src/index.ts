/**
 * @muse/jobs: the background job queue. Modules declare jobs with `defineJob` (payload schema, tries,
 * backoff, what to do when the last try fails, a recurring slot) and enqueue them through a `JobQueue`;
 * worker processes run them with the app's services and start the recurring ones.
 * Two drivers pass one contract suite: the in-process queue (default; jobs persisted in the database's
 * `jobs` table, leased so a crashed worker's jobs resume) and BullMQ (REDIS_URL, for scaled deployments).
 */
export type {
  AnyJob,
  EnqueueOptions,
  FailedContext,
  JobContext,
  JobDefinition,
  JobEvent,
  JobInfo,
  JobLogger,
  JobOptions,
  JobQueue,
  JobState,
  RecurringOptions,
} from './types';
export { defineJob } from './define';
export { enqueueRecurring, recurringJobId } from './recurring';
export { createInProcessQueue, type InProcessQueueOptions } from './in-process/queue';
export { createBullMqQueue, type BullMqQueueOptions } from './bullmq/queue';
