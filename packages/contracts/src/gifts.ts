import * as z from 'zod/mini';
import { SubscriptionValue } from './tiers';

/**
 * Gift cards. Field names are the spec's (`_id`, `amount`, `imageUrl`, `width`, `height`, `tier`); the rest
 * are additions the pages need. `amount` is in US cents and null until the card is paid (a streak reward card
 * is paid with amount 0).
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.maxLength(max, { error: `${field} must be at most ${max} characters` }));
const id = (field: string) =>
  text(field, 100).check(z.trim(), z.minLength(1, { error: `${field} is required` }));
const side = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .check(
      z.int({ error: `${field} must be a whole number` }),
      z.gte(1, { error: `${field} must be at least 1` }),
      z.lte(8192, { error: `${field} must be at most 8192` }),
    );

/** Gift tiers: 1week, 1month, 3months. Repeats @muse/domain GIFT_TIERS (contracts depend on nothing). */
export const GiftTierValue = z.enum(['1week', '1month', '3months'], {
  error: 'tier must be 1week, 1month or 3months',
});
export type GiftTierValue = z.infer<typeof GiftTierValue>;

/**
 * POST /images/gift. Without `cardId` it creates a card (tier required; imageUrl defaults to the first
 * built-in design). With `cardId` it changes the tier or the image of the caller's own unpaid card.
 * `imageUrl` must be a built-in design or one of the caller's own finished images; `width` and `height` are
 * checked but the card keeps the image's real size.
 */
export const GiftCardBody = z.object({
  cardId: z.nullish(id('cardId')),
  imageUrl: z.nullish(
    text('imageUrl', 2048).check(z.trim(), z.minLength(1, { error: 'imageUrl is required' })),
  ),
  width: z.nullish(side('width')),
  height: z.nullish(side('height')),
  tier: z.nullish(GiftTierValue),
});
export type GiftCardBody = z.infer<typeof GiftCardBody>;

export const GiftCardSource = z.enum(['purchase', 'streak']);

/** A gift card as its buyer sees it. */
export const GiftCard = z.object({
  _id: z.string(),
  /** cents paid; null until paid; 0 for a streak reward */
  amount: z.nullable(z.number().check(z.int())),
  imageUrl: z.string(),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
  tier: GiftTierValue,
  source: GiftCardSource,
  /** the recipient's page: PUBLIC_URL/gift/{id} */
  shareLink: z.string(),
  /** the QR code of the share link: /api/images/qr/{id} */
  qrUrl: z.string(),
  createdOn: z.string(),
  paidOn: z.nullable(z.string()),
  redeemed: z.boolean(),
});
export type GiftCard = z.infer<typeof GiftCard>;

export const GiftCardParams = z.object({ id: id('id') });

/** GET /images/gift/{id}: what the buyer's page polls (public: it reveals nothing about the buyer). */
export const GiftAmountReply = z.object({ amount: z.nullable(z.number().check(z.int())) });
export type GiftAmountReply = z.infer<typeof GiftAmountReply>;

/** GET /images/gift/{id}/status: what the recipient page shows. */
export const GiftStatusReply = z.object({
  _id: z.string(),
  paid: z.boolean(),
  redeemed: z.boolean(),
  tier: GiftTierValue,
  /** the price label: "5", "20" or "60" */
  label: z.string(),
  /** "Premium for 1 month" */
  title: z.string(),
  /** "1 month" */
  duration: z.string(),
  /** the subscription tier the card gives */
  subscription: SubscriptionValue,
  imageUrl: z.string(),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
  /** the signed-in viewer bought (or was given) this card: they share it rather than redeem it */
  mine: z.boolean(),
  /** the signed-in viewer is the one who redeemed it */
  redeemedByYou: z.boolean(),
});
export type GiftStatusReply = z.infer<typeof GiftStatusReply>;

/** POST /images/gift/{id}/redeem: the recipient's tier after redeeming (as the session shows it). */
export const GiftRedeemReply = z.object({
  ok: z.literal(true),
  subscription: SubscriptionValue,
  subscriptionUntil: z.nullable(z.string()),
  tier: GiftTierValue,
  title: z.string(),
});
export type GiftRedeemReply = z.infer<typeof GiftRedeemReply>;

/** A built-in card design for the picker. */
export const GiftDesign = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
});
export type GiftDesign = z.infer<typeof GiftDesign>;

/** GET /images/gift/designs */
export const GiftDesignsReply = z.object({ data: z.array(GiftDesign) });
export type GiftDesignsReply = z.infer<typeof GiftDesignsReply>;

/** GET /images/gift/mine: the caller's cards, newest first (paid ones first to share). */
export const GiftCardsReply = z.object({ data: z.array(GiftCard) });
export type GiftCardsReply = z.infer<typeof GiftCardsReply>;
