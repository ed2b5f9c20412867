import { z } from 'zod';
import { Email } from './auth';
import { SubscriptionInput, SubscriptionValue } from './tiers';

export const AdminUser = z.object({
  _id: z.string(),
  email: z.string().nullable(),
  isGuest: z.boolean(),
  credits: z.number().int(),
  subscriptionCredits: z.number().int(),
  subscription: SubscriptionValue,
  subscriptionUntil: z.string().nullable(),
  createdOn: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUsersQuery = z.object({ email: Email.optional() });
export const AdminUsersReply = z.object({ users: z.array(AdminUser) });
export const UserIdParams = z.object({ userId: z.string().min(1).max(100) });

export const AdminCreditsBody = z.object({
  amount: z
    .number()
    .int({ message: 'amount must be a whole number of credits' })
    .refine((n) => n !== 0, { message: 'amount must not be 0' })
    .refine((n) => Math.abs(n) <= 1_000_000, { message: 'amount must be at most 1,000,000 either way' }),
  reason: z.string().trim().min(1, { message: 'reason is required' }).max(500),
});
export const AdminCreditsReply = z.object({
  credits: z.number().int(),
  subscriptionCredits: z.number().int(),
});

export const AdminSubscriptionBody = z.object({
  tier: SubscriptionInput,
  until: z.iso.datetime({ offset: true }).optional(),
});

export const AuditEntry = z.object({
  _id: z.string(),
  actorUserId: z.string(),
  action: z.string(),
  targetUserId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdOn: z.string(),
});
export const AuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.string().optional(),
});
export const AuditReply = z.object({ entries: z.array(AuditEntry) });
