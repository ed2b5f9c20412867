/**
 * @muse/jobs: the background job queue. Modules declare jobs with `defineJob` (payload schema, tries,
 * backoff) and enqueue them through a `JobQueue`; worker processes run them with the app's services.
 * Two drivers pass one contract suite: the in-process queue (default; jobs persisted in the database's
 * `jobs` table, leased so a crashed worker's jobs resume) and BullMQ (REDIS_URL, for scaled deployments).
 */
export type {
  AnyJob,
  EnqueueOptions,
  JobContext,
  JobDefinition,
  JobEvent,
  JobInfo,
  JobLogger,
  JobOptions,
  JobQueue,
  JobState,
} from './types';
export { defineJob } from './define';
export { createInProcessQueue, type InProcessQueueOptions } from './in-process/queue';
export { createBullMqQueue, type BullMqQueueOptions } from './bullmq/queue';
