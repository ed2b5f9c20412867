import type { AnyJob, EnqueueOptions, JobDefinition, JobQueue, RecurringOptions } from './types';

/** The start (ms since the epoch) of the slot of `everyMs` that the time `atMs` falls in. */
export const slotOf = (everyMs: number, atMs: number): number => Math.floor(atMs / everyMs) * everyMs;

/** The job id of a recurring job's run for the slot starting at `slot`: the same in every process. */
export function recurringJobId(
  job: { name: string; recurring?: RecurringOptions<unknown> },
  slot: number,
): string {
  if (!job.recurring) throw new Error(`job ${job.name} is not recurring`);
  return `${job.recurring.id}-${slot}`;
}

/**
 * Enqueues a recurring job's run for the slot that `atMs` (default now) falls in, to run `delayMs` from now
 * (default at once). Starting workers does this for the current slot, and every try for the next one; a slot's
 * run is enqueued once however often this is called.
 */
export async function enqueueRecurring<P, S>(
  queue: Pick<JobQueue<S>, 'enqueue'>,
  job: JobDefinition<P, S>,
  opts: { atMs?: number; delayMs?: number } = {},
): Promise<{ id: string }> {
  if (!job.recurring) throw new Error(`job ${job.name} is not recurring`);
  const slot = slotOf(job.recurring.everyMs, opts.atMs ?? Date.now());
  const enqueueOpts: EnqueueOptions = { jobId: recurringJobId(job, slot), delayMs: opts.delayMs ?? 0 };
  return queue.enqueue(job, job.recurring.payload(slot), enqueueOpts);
}

/** What startWorkers does for recurring jobs in both drivers: each one's current slot is enqueued. */
export async function startRecurring<S>(queue: JobQueue<S>, jobs: Iterable<AnyJob<S>>): Promise<void> {
  for (const job of jobs) if (job.recurring) await enqueueRecurring(queue, job);
}

/**
 * The jobs as a worker runs them: a recurring job's try, whatever it comes to, then enqueues the next slot's
 * run, counted from the slot of the time it ends (so a queue that was down for a day catches up in one run).
 * Enqueueing is part of the try: when it fails, the try fails and its retry enqueues again.
 */
export function chainRecurring<S>(queue: JobQueue<S>, jobs: Map<string, AnyJob<S>>): Map<string, AnyJob<S>> {
  const chained = new Map<string, AnyJob<S>>();
  for (const [name, job] of jobs) {
    const recurring = job.recurring;
    if (!recurring) {
      chained.set(name, job);
      continue;
    }
    chained.set(name, {
      ...job,
      run: async (payload, ctx) => {
        try {
          return await job.run(payload, ctx);
        } finally {
          const next = slotOf(recurring.everyMs, Date.now()) + recurring.everyMs;
          await enqueueRecurring(queue, job, { atMs: next, delayMs: Math.max(0, next - Date.now()) });
        }
      },
    });
  }
  return chained;
}
