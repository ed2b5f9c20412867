import * as z from 'zod/mini';
import { ImageItem } from './images';

/** How many reports of each of the five types an item has (every type present). */
export const ReportCounts = z.object({
  inappropriate: z.number().check(z.int()),
  explicit: z.number().check(z.int()),
  offensive: z.number().check(z.int()),
  violence: z.number().check(z.int()),
  other: z.number().check(z.int()),
});
export type ReportCounts = z.infer<typeof ReportCounts>;

/** The account that made a reported item, as the admin sees it. */
export const ReportedOwner = z.object({
  _id: z.string(),
  email: z.nullable(z.string()),
  isGuest: z.boolean(),
  /** when an admin banned it; null when it is not banned */
  bannedOn: z.nullable(z.string()),
});
export type ReportedOwner = z.infer<typeof ReportedOwner>;

/** An item with open reports (made since an admin last handled them), from people and visitors together. */
export const ReportedItem = z.object({
  item: ImageItem,
  reports: ReportCounts,
  total: z.number().check(z.int()),
  lastReportedOn: z.string(),
  owner: ReportedOwner,
});
export type ReportedItem = z.infer<typeof ReportedItem>;

/** GET /admin/reports: the items most recently reported, newest report first. */
export const ReportsQuery = z.object({
  limit: z._default(
    z.coerce
      .number()
      .check(
        z.int({ error: 'limit must be a whole number' }),
        z.gte(1, { error: 'limit must be at least 1' }),
        z.lte(100, { error: 'limit must be at most 100' }),
      ),
    50,
  ),
});
export const ReportsReply = z.object({ reports: z.array(ReportedItem) });
export type ReportsReply = z.infer<typeof ReportsReply>;

/** POST /admin/reports/{_id}/handled: the item's open reports are done with (it stays as it is). */
export const ReportsHandledReply = z.object({ ok: z.literal(true), handledOn: z.string() });
