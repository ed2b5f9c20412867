import * as z from 'zod/mini';
import { Email } from './auth';
import { SubscriptionInput, SubscriptionValue } from './tiers';

export const AdminUser = z.object({
  _id: z.string(),
  email: z.nullable(z.string()),
  isGuest: z.boolean(),
  credits: z.number().check(z.int()),
  subscriptionCredits: z.number().check(z.int()),
  subscription: SubscriptionValue,
  subscriptionUntil: z.nullable(z.string()),
  createdOn: z.string(),
  /** when an admin banned the account (no sign-in, no session, its public items hidden); null if not banned */
  bannedOn: z.nullable(z.string()),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUsersQuery = z.object({ email: z.optional(Email) });
export const AdminUsersReply = z.object({ users: z.array(AdminUser) });
export const UserIdParams = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)) });

export const AdminCreditsBody = z.object({
  amount: z.number().check(
    z.int({ message: 'amount must be a whole number of credits' }),
    z.refine((n) => n !== 0, { message: 'amount must not be 0' }),
    z.refine((n) => Math.abs(n) <= 1_000_000, { message: 'amount must be at most 1,000,000 either way' }),
  ),
  reason: z.string().check(z.trim(), z.minLength(1, { message: 'reason is required' }), z.maxLength(500)),
});
export const AdminCreditsReply = z.object({
  credits: z.number().check(z.int()),
  subscriptionCredits: z.number().check(z.int()),
});

export const AdminSubscriptionBody = z.object({
  tier: SubscriptionInput,
  until: z.optional(z.iso.datetime({ offset: true })),
});

export const AuditEntry = z.object({
  _id: z.string(),
  actorUserId: z.string(),
  action: z.string(),
  targetUserId: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  createdOn: z.string(),
});
export const AuditQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
  before: z.optional(z.string()),
});
export const AuditReply = z.object({ entries: z.array(AuditEntry) });
