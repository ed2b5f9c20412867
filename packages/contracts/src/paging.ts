import * as z from 'zod/mini';

/** How many rows a page holds: a whole number from 1 to `max`, 20 when not given. */
export const pageLimit = (max: number) =>
  z._default(
    z.coerce
      .number({ error: 'limit must be a number' })
      .check(
        z.int({ error: 'limit must be a whole number' }),
        z.gte(1, { error: 'limit must be at least 1' }),
        z.lte(max, { error: `limit must be at most ${max}` }),
      ),
    20,
  );

/** A page of a list read newest first: `limit` (at most 100) and `before`, the previous page's `next`. */
export const CursorPageQuery = z.object({
  limit: pageLimit(100),
  before: z.optional(
    z
      .string({ error: 'before must be text' })
      .check(z.maxLength(300, { error: 'before must be at most 300 characters' })),
  ),
});
