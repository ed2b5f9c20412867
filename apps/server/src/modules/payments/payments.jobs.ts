import { defineJob } from '@muse/jobs';
import { z } from 'zod';
import type { PaymentPlans } from './payments.plans';

/** How often renewals are swept: reminders and sandbox renewals are due at most this late. */
export const RENEWALS_EVERY_MS = 10 * 60 * 1000;

export interface PaymentJobServices {
  paymentPlans: Pick<PaymentPlans, 'sweep'>;
}

/**
 * The renewals sweep, one run per slot of RENEWALS_EVERY_MS in any number of processes (the recurring job
 * id is the slot's): renewal reminders by mail, and the sandbox's monthly renewals.
 */
export const sweepRenewalsJob = defineJob<{ slot: number }, PaymentJobServices>({
  name: 'payments.renewals',
  payload: z.object({ slot: z.number().int().nonnegative() }),
  options: { attempts: 3, backoff: { type: 'fixed', delay: 30_000 } },
  recurring: { id: 'payments-renewals', everyMs: RENEWALS_EVERY_MS, payload: (slot) => ({ slot }) },
  run: async (_payload, ctx) => ctx.services.paymentPlans.sweep(new Date()),
});
