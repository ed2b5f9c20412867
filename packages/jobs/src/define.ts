import type { AnyJob, EnqueueOptions, JobDefinition, JobOptions, RecurringOptions } from './types';

export const DEFAULT_ATTEMPTS = 3;

/** Declares a job; its options are checked here so a bad definition fails at import, not at 3 a.m. */
export function defineJob<P, S = unknown>(def: JobDefinition<P, S>): JobDefinition<P, S> {
  if (!def.name.trim()) throw new Error('a job needs a name');
  resolveOptions(def.options, def.name);
  if (def.recurring) checkRecurring(def.recurring, def.name);
  return def;
}

function checkRecurring(recurring: RecurringOptions<unknown>, name: string): void {
  if (!Number.isInteger(recurring.everyMs) || recurring.everyMs < 1) {
    throw new Error(`job ${name}: recurring everyMs must be a whole number of ms, 1 or more`);
  }
  if (!recurring.id.trim()) throw new Error(`job ${name}: a recurring job needs an id`);
  // Its runs' ids (the id and a slot of 13 digits) follow the job id rules too.
  checkJobId(`${recurring.id}-${Date.now()}`);
}

export interface ResolvedOptions {
  attempts: number;
  backoff: Required<JobOptions>['backoff'] | null;
}

export function resolveOptions(options: JobOptions | undefined, name: string): ResolvedOptions {
  const attempts = options?.attempts ?? DEFAULT_ATTEMPTS;
  if (!Number.isInteger(attempts) || attempts < 1) {
    throw new Error(`job ${name}: attempts must be an integer of at least 1`);
  }
  const backoff = options?.backoff ?? null;
  if (backoff && (!Number.isFinite(backoff.delay) || backoff.delay < 0)) {
    throw new Error(`job ${name}: backoff delay must be a number of ms, 0 or more`);
  }
  return { attempts, backoff };
}

/** Wait before the retry that follows failed try number `attempt` (1-based). */
export function backoffDelay(backoff: ResolvedOptions['backoff'], attempt: number): number {
  if (!backoff) return 0;
  return backoff.type === 'exponential' ? backoff.delay * 2 ** (attempt - 1) : backoff.delay;
}

/** The queue's jobs by name; names must be unique. */
export function createRegistry<S>(jobs: readonly AnyJob<S>[]): Map<string, AnyJob<S>> {
  const registry = new Map<string, AnyJob<S>>();
  for (const job of jobs) {
    if (registry.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    registry.set(job.name, job);
  }
  return registry;
}

/** The job must be one this queue was created with, so no process stores jobs that nobody can run. */
export function registered<S>(registry: Map<string, AnyJob<S>>, job: { name: string }): AnyJob<S> {
  const known = registry.get(job.name);
  if (!known) throw new Error(`job ${job.name} is not registered with this queue`);
  return known;
}

/** Caller-chosen ids follow BullMQ's rules in both drivers, so code that works embedded also works scaled. */
export function checkJobId(id: string): void {
  if (!id || id.length > 200 || id.includes(':') || /^\d+$/.test(id)) {
    throw new Error(`invalid job id "${id}": 1-200 characters, no ':', not only digits`);
  }
}

/** What both drivers check and resolve before storing a job: its definition, valid payload, delay and retries. */
export function prepareEnqueue<S>(
  registry: Map<string, AnyJob<S>>,
  job: { name: string },
  payload: unknown,
  opts: EnqueueOptions,
) {
  const def = registered(registry, job);
  const valid: unknown = def.payload.parse(payload);
  const delay = checkDelay(opts.delayMs);
  if (opts.jobId !== undefined) checkJobId(opts.jobId);
  const priority = checkPriority(opts.priority);
  return { def, payload: valid, delay, priority, ...resolveOptions(def.options, def.name) };
}

/** BullMQ's largest priority (2^21). */
export const MAX_PRIORITY = 2_097_152;

/** 0 when none is given; else a whole number from 1 to MAX_PRIORITY. */
export function checkPriority(priority: number | undefined): number {
  if (priority === undefined) return 0;
  if (!Number.isInteger(priority) || priority < 1 || priority > MAX_PRIORITY) {
    throw new Error(`priority must be a whole number from 1 to ${MAX_PRIORITY}`);
  }
  return priority;
}

export function checkDelay(delayMs: number | undefined): number {
  const delay = delayMs ?? 0;
  if (!Number.isFinite(delay) || delay < 0) throw new Error('delayMs must be a number of ms, 0 or more');
  return delay;
}

export function errorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.length > 4000 ? `${message.slice(0, 4000)}…` : message;
}

/** Progress is a percentage; anything else is a bug in the job. */
export function checkProgress(pct: number): number {
  if (!Number.isFinite(pct)) throw new Error(`progress must be a number, got ${pct}`);
  return Math.min(100, Math.max(0, pct));
}
