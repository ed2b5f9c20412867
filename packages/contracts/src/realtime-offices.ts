import * as z from 'zod/mini';
import { Poll } from './polls';

/** What travels over socket.io in an office's room (`ClientEvents` and the poll events of `ServerEvents`). */
export const JoinOfficeMessage = z.object({
  officeId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export type JoinOfficeMessage = z.infer<typeof JoinOfficeMessage>;

export const VoteMessage = z.object({
  pollId: z
    .string({ error: 'pollId must be text' })
    .check(z.trim(), z.minLength(1, { error: 'pollId is required' }), z.maxLength(64)),
  value: z
    .string({ error: 'value must be text' })
    .check(z.trim(), z.minLength(1, { error: 'value is required' }), z.maxLength(120)),
});
export type VoteMessage = z.infer<typeof VoteMessage>;

/** The reply to a client event: `{ ok: true }` (with a vote's poll) or the API's error body. */
export const SocketAck = z.union([
  z.object({ ok: z.literal(true), poll: z.optional(Poll) }),
  z.object({
    error: z.object({ code: z.string(), message: z.string(), details: z.optional(z.unknown()) }),
  }),
]);
export type SocketAck = z.infer<typeof SocketAck>;

export const PollResultsEvent = z.object({
  pollId: z.string(),
  officeId: z.string(),
  choices: z.array(
    z.object({ value: z.string(), result: z.number().check(z.int()), percent: z.number().check(z.int()) }),
  ),
  total: z.number().check(z.int()),
});
export type PollResultsEvent = z.infer<typeof PollResultsEvent>;

export const PollClosedEvent = z.object({ pollId: z.string(), officeId: z.string() });
export type PollClosedEvent = z.infer<typeof PollClosedEvent>;
