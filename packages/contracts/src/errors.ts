import * as z from 'zod/mini';

/** Every API error has this body: a stable code, a human message and, for field errors, which fields. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.unknown()),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** details of a 400 validation error: one entry per offending field (dotted path). */
export const FieldIssue = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;
