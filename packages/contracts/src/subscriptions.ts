import * as z from 'zod/mini';
import { SessionChangedEvent } from './realtime';
import { SubscriptionValue } from './tiers';

/**
 * Subscriptions, trials and music pro. Tiers are in their wire form: Pro is the boolean true.
 */

export const MusicProValue = z.enum(['', 'trial', 'paid']);
export type MusicProValue = z.infer<typeof MusicProValue>;

/** A tier a record can hold: every tier but Free (music pro records hold true). */
export const RecordTier = z.union([
  z.literal(true),
  z.enum(['trialpro', 'trialpremium', 'premium', 'ultimate']),
]);

/** A subscription record: how it was bought (`type`, e.g. msstore) and whether it is still `active`. */
export const SubscriptionEntry = z.object({
  _id: z.string(),
  /** what it is for: the image tiers, or music pro */
  product: z.enum(['images', 'music']),
  tier: RecordTier,
  type: z.enum(['web', 'sandbox', 'stripe', 'msstore', 'android', 'ios', 'gift', 'trial', 'offer', 'admin']),
  status: z.enum(['active', 'expired', 'cancelled']),
  startedOn: z.string(),
  currentPeriodEnd: z.string(),
});
export type SubscriptionEntry = z.infer<typeof SubscriptionEntry>;

/** POST /api/user/starttrial */
export const StartTrialBody = z.object({ tier: z.enum(['trialpro', 'trialpremium']) });
export const StartTrialReply = z.object({
  subscription: SubscriptionValue,
  subscriptionUntil: z.nullable(z.string()),
});
export type StartTrialReply = z.infer<typeof StartTrialReply>;

/** A flag as clients send it: a boolean, 0/1 or their text forms. */
const Flag = z.union([z.boolean(), z.number(), z.string().check(z.maxLength(10))]);

/** POST /api/user/imagespro {browser, subscriptions}: the body may be left out. */
export const ImagesProBody = z.nullish(
  z.object({ browser: z.optional(z.string().check(z.maxLength(500))), subscriptions: z.optional(Flag) }),
);
/** The list entry the spec names: type, status (plus the tier and when its period ends). */
export const ImagesProSubscription = z.pick(SubscriptionEntry, {
  type: true,
  status: true,
  tier: true,
  currentPeriodEnd: true,
});
export const ImagesProReply = z.object({
  /** the tier in effect (Pro is true), or false for Free */
  imagespro: z.union([z.literal(false), RecordTier]),
  /** only when the body asked for `subscriptions` */
  subscriptions: z.optional(z.array(ImagesProSubscription)),
});
export type ImagesProReply = z.infer<typeof ImagesProReply>;

/** POST /api/user/musicpro {browser} */
export const MusicProBody = z.nullish(z.object({ browser: z.optional(z.string().check(z.maxLength(500))) }));
export const MusicProReply = z.object({
  musicpro: MusicProValue,
  /** true once, on the first poll after music pro became paid (for the client's analytics event) */
  sendMusicProEvent: z.boolean(),
  /** show the first-time genre picker: until the user dismisses it */
  displayOnboarding: z.boolean(),
});
export type MusicProReply = z.infer<typeof MusicProReply>;

/** POST /api/user/musicpro/onboarding: the user dismissed the music onboarding. */
export const MusicOnboardingReply = z.object({ displayOnboarding: z.literal(false) });

/** GET /api/user/subscriptions: the caller's records, newest first. */
export const SubscriptionsReply = z.object({ subscriptions: z.array(SubscriptionEntry) });
export type SubscriptionsReply = z.infer<typeof SubscriptionsReply>;

/**
 * `session:changed` after a tier or music pro change: the balances every such event carries, plus the new
 * subscription state (clients that read only the balances keep working).
 */
export const SubscriptionChangedEvent = z.extend(SessionChangedEvent, {
  subscription: SubscriptionValue,
  subscriptionUntil: z.nullable(z.string()),
  musicpro: MusicProValue,
});
export type SubscriptionChangedEvent = z.infer<typeof SubscriptionChangedEvent>;
