import { defineJob } from '@muse/jobs';
import { z } from 'zod';
import type { SubscriptionsService, SweepReport } from './subscriptions.service';

/** How often the sweep runs. Expiry and monthly credits are due to the minute at most this late. */
export const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** The slot a time falls in; a sweep's job id is its slot's, so every process schedules the same job. */
export const sweepSlot = (atMs: number) => Math.floor(atMs / SWEEP_EVERY_MS) * SWEEP_EVERY_MS;
export const sweepJobId = (slot: number) => `subscriptions-sweep-${slot}`;

/**
 * The recurring sweep. Each run schedules the next slot's run (even when it fails), and every process that
 * starts workers schedules the current slot's: ids derived from the slot make all of these one job per
 * slot, so two workers never double-schedule and a restart never breaks the chain.
 */
export class SubscriptionSweeps {
  constructor(
    private readonly subscriptions: Pick<SubscriptionsService, 'sweep'>,
    /** enqueues the sweep of a slot, to run `delayMs` from now */
    private readonly enqueue: (slot: number, delayMs: number) => Promise<void>,
  ) {}

  /** Called when a process starts its job workers. */
  start(): Promise<void> {
    return this.enqueue(sweepSlot(Date.now()), 0);
  }

  async run(): Promise<SweepReport> {
    try {
      return await this.subscriptions.sweep(new Date());
    } finally {
      // From the slot of now, not of the payload: a queue that was down for a day catches up in one run.
      const next = sweepSlot(Date.now()) + SWEEP_EVERY_MS;
      await this.enqueue(next, Math.max(0, next - Date.now()));
    }
  }
}

export const sweepSubscriptionsJob = defineJob<{ slot: number }, { subscriptions: SubscriptionSweeps }>({
  name: 'subscriptions.sweep',
  payload: z.object({ slot: z.number().int().nonnegative() }),
  options: { attempts: 3, backoff: { type: 'fixed', delay: 30_000 } },
  run: async (_payload, ctx) => ctx.services.subscriptions.run(),
});
