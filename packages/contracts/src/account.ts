import * as z from 'zod/mini';
import { pageLimit } from './paging';

/** GET /account/credits-history: a page of the signed-in account's credits history, newest first. */
export const CreditsHistoryQuery = z.object({
  limit: pageLimit(100),
  /** The `next` of the previous page. */
  before: z.optional(z.string().check(z.maxLength(200, { error: 'before must be at most 200 characters' }))),
});

export const CreditsHistoryEntry = z.object({
  _id: z.string(),
  createdOn: z.string(),
  /** What moved the credits, as a person reads it ("Image created", "Daily free credits"). */
  label: z.string(),
  /** Credits and plan credits together: positive when added, negative when spent. */
  change: z.number().check(z.int()),
  /** The balance (credits and plan credits) after it. */
  balance: z.number().check(z.int()),
});

export const CreditsHistoryReply = z.object({
  entries: z.array(CreditsHistoryEntry),
  /** Pass as `before` for the next page; null on the last page. */
  next: z.nullable(z.string()),
});
export type CreditsHistoryReply = z.infer<typeof CreditsHistoryReply>;

/** POST /account/delete: erasing the signed-in account needs its email typed back. */
export const DeleteAccountBody = z.object({
  /** the account's email, as a person types it (case and surrounding spaces do not matter) */
  confirm: z
    .string({ error: 'confirm must be your email address' })
    .check(z.maxLength(254, { error: 'confirm must be at most 254 characters' })),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** GET and PUT /account/mail-settings: which optional mails the account receives. */
export const MailSettings = z.object({
  /** "Your music is ready" when a song finishes after its page was closed */
  musicReady: z.boolean({ error: 'musicReady must be true or false' }),
});
export type MailSettings = z.infer<typeof MailSettings>;
