import { z } from 'zod';

/** How many rows a page holds: a whole number from 1 to `max`, 20 when not given. */
export const pageLimit = (max: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(max, { error: `limit must be at most ${max}` })
    .default(20);

/** A page of a list read newest first: `limit` (at most 100) and `before`, the previous page's `next`. */
export const CursorPageQuery = z.object({
  limit: pageLimit(100),
  before: z
    .string({ error: 'before must be text' })
    .max(300, { error: 'before must be at most 300 characters' })
    .optional(),
});
