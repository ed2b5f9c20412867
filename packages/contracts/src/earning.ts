import * as z from 'zod/mini';

/**
 * Earning credits: the credits summary, referrals and streak rewards. Field names are the spec's; `_id` is
 * what a Claim button sends.
 */

const count = z.number().check(z.int(), z.nonnegative());

const id = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${field} is required` }),
      z.maxLength(100, { error: `${field} must be at most 100 characters` }),
    );

/** POST /user/credits/claim, /user/credits/image/referral and /user/streak-reward/claim. */
export const ClaimBody = z.object({ id: id('id') });
export type ClaimBody = z.infer<typeof ClaimBody>;

/** What a claim paid (`claimed`) and the balances after it, so the client needs no session refresh. */
export const ClaimReply = z.object({
  claimed: count,
  credits: z.number().check(z.int()),
  subscriptionCredits: z.number().check(z.int()),
});
export type ClaimReply = z.infer<typeof ClaimReply>;

/** A one-time item: its credits, and `_id` only while it can be claimed. */
export const OnetimeEntry = z.object({ credits: count, _id: z.optional(z.string()) });
export type OnetimeEntry = z.infer<typeof OnetimeEntry>;

/** The one-time items by name: email, emailReview and canvaSignin. */
export const OnetimeItems = z.object({
  email: z.optional(OnetimeEntry),
  emailReview: z.optional(OnetimeEntry),
  canvaSignin: z.optional(OnetimeEntry),
});
export type OnetimeItems = z.infer<typeof OnetimeItems>;

/** GET /user/credits */
export const CreditsSummaryReply = z.object({
  /** credits the daily claim gives now; 0 when claimed today or the account is 30 days old or more */
  daily: count,
  onetime: OnetimeItems,
  subscriptionCreditsExpireOn: z.nullable(z.string()),
});
export type CreditsSummaryReply = z.infer<typeof CreditsSummaryReply>;

/** GET /user/credits/daily */
export const DailyStatusReply = z.object({
  daily: count,
  claimedToday: z.boolean(),
  /** "Come back tomorrow for more" when there is nothing to claim */
  message: z.optional(z.string()),
});
export type DailyStatusReply = z.infer<typeof DailyStatusReply>;

/** A referral reward: the shared image and the credits it pays. */
export const ReferralItem = z.object({ _id: z.string(), imageRef: z.nullable(z.string()), credits: count });
export type ReferralItem = z.infer<typeof ReferralItem>;

/** GET /user/credits/image/referrals: the unclaimed ones. */
export const ReferralsReply = z.object({ data: z.array(ReferralItem) });
export type ReferralsReply = z.infer<typeof ReferralsReply>;

/** POST /user/referral/landed: a visitor opened a share link carrying `?ref=<userId>`. */
export const ReferralLandedBody = z.object({
  ref: id('ref'),
  /** the shared image's filename */
  imageRef: z.optional(
    z
      .string({ error: 'imageRef must be text' })
      .check(z.trim(), z.maxLength(200, { error: 'imageRef must be at most 200 characters' })),
  ),
});
export type ReferralLandedBody = z.infer<typeof ReferralLandedBody>;

/** `remembered`: whether this browser will earn the sharer a referral when it creates an account. */
export const ReferralLandedReply = z.object({ remembered: z.boolean() });
export type ReferralLandedReply = z.infer<typeof ReferralLandedReply>;

/** A streak milestone's reward, claimable once. */
export const StreakReward = z.object({
  _id: z.string(),
  description: z.string(),
  /** 7days-streak-giftcard, 14days-streak-badge or 30days-streak-credits */
  type: z.string(),
  claimedOn: z.nullable(z.string()),
  credits: count,
});
export type StreakReward = z.infer<typeof StreakReward>;

/** GET /user/streak-rewards: the milestones reached (this streak's, and earlier ones not yet claimed). */
export const StreakRewardsReply = z.object({
  data: z.array(StreakReward),
  /** consecutive active days ending today (or yesterday, before today's first visit) */
  streak: count,
  /** whether the user has claimed a 14-day streak badge */
  badge: z.boolean(),
});
export type StreakRewardsReply = z.infer<typeof StreakRewardsReply>;

/** POST /user/streak-reward/claim */
export const StreakClaimReply = z.extend(ClaimReply, {
  type: z.string(),
  badge: z.boolean(),
  /** the 1-week gift card to give away (7-day reward) */
  giftCardId: z.nullable(z.string()),
});
export type StreakClaimReply = z.infer<typeof StreakClaimReply>;
