import { z } from 'zod';
import { SubscriptionValue } from './tiers';

export const Email = z.email({ message: 'Enter a valid email address.' }).max(254).trim().toLowerCase();

export const EmailStartBody = z.object({ email: Email });
export const EmailStartReply = z.object({ ok: z.literal(true), expiresInSeconds: z.number().int() });

export const EmailVerifyBody = z.object({
  email: Email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'The code has 6 digits.' }),
});

export const SessionUser = z.object({ email: z.string() });

/** GET /api/session: the session user of the spec, or { userId: null } when signed out. */
export const SessionReply = z.union([
  z.object({
    userId: z.string(),
    user: SessionUser,
    isGuest: z.boolean(),
    isAdmin: z.boolean(),
    credits: z.number().int(),
    subscriptionCredits: z.number().int(),
    subscription: SubscriptionValue,
    subscriptionUntil: z.string().nullable(),
    createdOn: z.string(),
  }),
  z.object({ userId: z.null() }),
]);
export type SessionReply = z.infer<typeof SessionReply>;
export type SignedInSession = Extract<SessionReply, { userId: string }>;

export const OkReply = z.object({ ok: z.literal(true) });

/** Which sign-in methods this server offers (Google and Microsoft only when configured). */
export const AuthProvidersReply = z.object({
  email: z.literal(true),
  guest: z.literal(true),
  google: z.boolean(),
  microsoft: z.boolean(),
});
export type AuthProvidersReply = z.infer<typeof AuthProvidersReply>;

export const OutboxMessage = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdOn: z.string(),
});
export const OutboxQuery = z.object({ to: Email.optional() });
export const OutboxReply = z.object({ messages: z.array(OutboxMessage) });
export type OutboxMessage = z.infer<typeof OutboxMessage>;
