import type { z } from 'zod';

/** How often a job is tried and how long to wait between tries. */
export interface JobOptions {
  /** Total tries, the first included. Default 3. */
  attempts?: number;
  /** Wait before a retry: `delay` ms every time (fixed) or `delay * 2^(attempt-1)` (exponential). */
  backoff?: { type: 'fixed' | 'exponential'; delay: number };
}

export interface JobContext<S> {
  jobId: string;
  /** 1-based number of this try. */
  attempt: number;
  services: S;
  /** Records progress (0..100) and emits a progress event. */
  progress(pct: number): Promise<void>;
  /** Aborted when the queue is closing past its grace period, or when this worker lost the job. */
  signal: AbortSignal;
}

/** What a job's `onFailed` gets besides the payload and the error. */
export interface FailedContext<S> {
  jobId: string;
  /** The number of the try that failed: the last one. */
  attempt: number;
  services: S;
}

/**
 * A job that runs once in every slot of `everyMs` (slots are counted from the epoch) while any process runs
 * workers. Starting workers enqueues the current slot's run and every try enqueues the next slot's, each under
 * the job id `<id>-<slot start in ms>`: however many processes start workers, and however often they restart,
 * a slot has one run.
 */
export interface RecurringOptions<P> {
  /** The stable part of the runs' job ids (job id rules: no ':'). */
  id: string;
  /** Slot length in ms. */
  everyMs: number;
  /** The payload of the run of the slot starting at `slot` (ms since the epoch). */
  payload(slot: number): P;
}

/**
 * A background job. Payloads go through JSON, so keep them plain data (ids, not objects); `run` must be
 * idempotent because delivery is at-least-once. Type `ctx` as `JobContext<Services>` to get typed services.
 */
export interface JobDefinition<P, S> {
  name: string;
  payload: z.ZodType<P>;
  options?: JobOptions;
  /** Makes the job recurring: see RecurringOptions. */
  recurring?: RecurringOptions<P>;
  // Method syntax on purpose: it makes definitions with specific payloads fit `AnyJob<S>` lists.
  run(payload: P, ctx: JobContext<S>): Promise<unknown>;
  /**
   * Called once when `run` threw on the job's last try, with what it threw, in the worker that ran the try,
   * before the job is recorded as failed (so its 'failed' event comes after whatever this wrote). Not called
   * for tries that will be retried, a try interrupted by a closing queue, a stored payload that no longer fits
   * the schema, or a worker that died during its last try. If it throws, the error is logged and the job
   * still fails with the run's error.
   */
  onFailed?(payload: P, error: Error, ctx: FailedContext<S>): Promise<void>;
}

/** Any job of a queue whose services are `S`; the payload type is checked by the job's own schema. */
export type AnyJob<S> = JobDefinition<unknown, S>;

export interface EnqueueOptions {
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
  /** Owner, carried on events so the server can push them to the user's room. */
  userId?: string;
  /** Idempotent enqueue: the same id gives the same job, not a second one. No ':' and not only digits. */
  jobId?: string;
  /**
   * BullMQ's rule in both drivers: waiting jobs with priority 1 run before those with 2, and so on; jobs
   * without one run before any with one. A whole number from 1 to 2,097,152.
   */
  priority?: number;
}

export type JobState = 'waiting' | 'active' | 'completed' | 'failed';

/** A job's state change or progress (progress events have state 'active'). */
export interface JobEvent {
  jobId: string;
  name: string;
  state: JobState;
  progress: number;
  userId: string | null;
  /** The try this event belongs to: 0 before the first one starts. */
  attempt: number;
  error?: string;
  result?: unknown;
}

export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  progress: number;
  /** Tries started (and not interrupted by a shutdown) so far. */
  attempts: number;
  userId: string | null;
  result?: unknown;
  /** The last try's error; null once completed. */
  error?: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface JobQueue<S> {
  readonly driver: 'in-process' | 'bullmq';
  /** Validates the payload with the job's schema (throws a ZodError) and stores the job. */
  enqueue<P>(job: JobDefinition<P, S>, payload: NoInfer<P>, opts?: EnqueueOptions): Promise<{ id: string }>;
  /**
   * Only processes that call this run jobs. Also enqueues the current slot's run of every recurring job the
   * queue was created with.
   */
  startWorkers(opts: { services: S; concurrency?: number }): Promise<void>;
  /** Listens to waiting/active/progress/completed/failed events; returns the unsubscribe function. */
  onEvent(listener: (e: JobEvent) => void): () => void;
  getJob(id: string): Promise<JobInfo | null>;
  counts(): Promise<Record<JobState, number>>;
  /** Readiness check: throws when the backend is unreachable. */
  ping(): Promise<void>;
  /** Stops taking jobs, lets active ones finish within graceMs (default 30 s), then aborts them. */
  close(opts?: { graceMs?: number }): Promise<void>;
}

/** Structured logger (pino fits). */
export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
