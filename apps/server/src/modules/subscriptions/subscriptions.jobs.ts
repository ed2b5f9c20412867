import { defineJob, enqueueRecurring, recurringJobId, type JobQueue } from '@muse/jobs';
import { z } from 'zod';
import type { SubscriptionsService } from './subscriptions.service';

/** How often the sweep runs. Expiry and monthly credits are due to the minute at most this late. */
export const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface SubscriptionJobServices {
  subscriptions: Pick<SubscriptionsService, 'sweep'>;
}

/**
 * The recurring sweep, one run per slot of SWEEP_EVERY_MS. Every process that starts workers enqueues the
 * current slot's run and each run enqueues the next slot's (even when it fails); the job id derived from
 * the slot makes all of these one job per slot, so two workers never double-schedule and a restart never
 * breaks the chain.
 */
export const sweepSubscriptionsJob = defineJob<{ slot: number }, SubscriptionJobServices>({
  name: 'subscriptions.sweep',
  payload: z.object({ slot: z.number().int().nonnegative() }),
  options: { attempts: 3, backoff: { type: 'fixed', delay: 30_000 } },
  recurring: { id: 'subscriptions-sweep', everyMs: SWEEP_EVERY_MS, payload: (slot) => ({ slot }) },
  // Sweeps as of now, not of the payload's slot: a queue that was down for a day catches up in one run.
  run: async (_payload, ctx) => ctx.services.subscriptions.sweep(new Date()),
});

/** The sweep's job id for the slot starting at `slot` (ms since the epoch). */
export const sweepJobId = (slot: number) => recurringJobId(sweepSubscriptionsJob, slot);

/** Enqueues the sweep of the current slot, as starting workers does: one run per slot however often asked. */
export async function scheduleSubscriptionSweep(queue: JobQueue<SubscriptionJobServices>): Promise<void> {
  await enqueueRecurring(queue, sweepSubscriptionsJob);
}
