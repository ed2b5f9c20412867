import * as z from 'zod/mini';
import { SubscriptionValue } from './tiers';

export const Email = z
  .email({ message: 'Enter a valid email address.' })
  .check(z.maxLength(254), z.trim(), z.toLowerCase());

export const EmailStartBody = z.object({ email: Email });
export const EmailStartReply = z.object({ ok: z.literal(true), expiresInSeconds: z.number().check(z.int()) });

export const EmailVerifyBody = z.object({
  email: Email,
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, { message: 'The code has 6 digits.' })),
});

export const SessionUser = z.object({ email: z.string() });

/** GET /api/session: the session user of the spec, or { userId: null } when signed out. */
export const SessionReply = z.union([
  z.object({
    userId: z.string(),
    user: SessionUser,
    isGuest: z.boolean(),
    isAdmin: z.boolean(),
    credits: z.number().check(z.int()),
    subscriptionCredits: z.number().check(z.int()),
    subscription: SubscriptionValue,
    subscriptionUntil: z.nullable(z.string()),
    /** music pro: '' (none), 'trial' (a non-paid state) or 'paid' */
    musicpro: z.enum(['', 'trial', 'paid']),
    createdOn: z.string(),
    /** the current activity streak in days (0 without one); days follow the user's zone once known */
    streak: z.number().check(z.int()),
    /** true while the server does not know the user's time zone and language: POST /offices/updateProfile */
    updateProfile: z.boolean(),
    /** true when the caller said its store (`?store=`, in the app) and the server has no store info for it */
    updateStoreInfo: z.boolean(),
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

/** The OpenID Connect providers a server may offer (each only when configured). */
export const OidcProvider = z.enum(['google', 'microsoft']);
export type OidcProvider = z.infer<typeof OidcProvider>;

/** GET /api/auth/:provider/start and /callback. Unknown providers are a 404, so the param is a plain string. */
export const OidcProviderParams = z.object({ provider: z.string().check(z.maxLength(40)) });

/** The authorization response of GET /api/auth/:provider/callback (other parameters are passed through). */
export const OidcCallbackQuery = z.looseObject({
  code: z.optional(z.string().check(z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(512))),
  iss: z.optional(z.string().check(z.maxLength(1024))),
  error: z.optional(z.string().check(z.maxLength(256))),
  error_description: z.optional(z.string().check(z.maxLength(2048))),
});

/**
 * Why a provider sign-in failed: the callback redirects to `/?signInError=<code>` instead of showing JSON.
 * cancelled: the user said no; expired: the 10-minute sign-in window (cookie) is gone; invalid_state: the
 * reply does not belong to this browser's sign-in; unavailable: the provider could not be reached;
 * email_unverified: the provider gave no verified email; banned: an admin banned the account; failed:
 * anything else the provider refused.
 */
export const SignInErrorCode = z.enum([
  'cancelled',
  'expired',
  'invalid_state',
  'unavailable',
  'email_unverified',
  'banned',
  'failed',
]);
export type SignInErrorCode = z.infer<typeof SignInErrorCode>;

export const OutboxMessage = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdOn: z.string(),
});
/**
 * GET /api/dev/outbox: an admin reads it with the session; anyone else needs the token printed in the
 * server's start-up log (the outbox link), and then `to` too.
 */
export const OutboxQuery = z.object({
  to: z.optional(Email),
  token: z.optional(z.string().check(z.maxLength(200))),
});
export const OutboxReply = z.object({ messages: z.array(OutboxMessage) });
export type OutboxMessage = z.infer<typeof OutboxMessage>;
