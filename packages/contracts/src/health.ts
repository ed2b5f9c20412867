import * as z from 'zod/mini';

export const HealthLiveReply = z.object({ status: z.literal('ok') });
export const HealthCheck = z.object({ ok: z.boolean(), detail: z.optional(z.string()) });
export const HealthReadyReply = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: HealthCheck,
    queue: HealthCheck,
    storage: HealthCheck,
    /** whether sign-in codes can be delivered; not ok never makes the server unready (guests still work) */
    mail: z.optional(HealthCheck),
  }),
});
