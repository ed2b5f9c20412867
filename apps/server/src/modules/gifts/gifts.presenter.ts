import type { GiftCard, GiftStatusReply, GiftTierValue } from '@muse/contracts';
import { giftCardTitle, giftDurationLabel, giftProduct, isGiftTier, tierToWire } from '@muse/domain';
import type { GiftCardRow } from './gifts.repository';

export const shareLinkOf = (publicUrl: string, id: string) => `${publicUrl}/gift/${id}`;
export const qrUrlOf = (id: string) => `/api/images/qr/${id}`;

export function tierOf(row: Pick<GiftCardRow, 'tier'>): GiftTierValue {
  // Rows are only written with checked tiers; a bad one would be a bug worth failing loudly on.
  if (!isGiftTier(row.tier)) throw new Error(`gift card with unknown tier ${row.tier}`);
  return row.tier;
}

/** A card as its buyer sees it: _id, amount, imageUrl, width, height and tier, and what the pages add. */
export function presentCard(row: GiftCardRow, publicUrl: string): GiftCard {
  return {
    _id: row.id,
    amount: row.amount,
    imageUrl: row.imageUrl,
    width: row.width,
    height: row.height,
    tier: tierOf(row),
    source: row.source === 'streak' ? 'streak' : 'purchase',
    shareLink: shareLinkOf(publicUrl, row.id),
    qrUrl: qrUrlOf(row.id),
    createdOn: row.createdAt,
    paidOn: row.paidOn,
    redeemed: row.redeemedOn !== null,
  };
}

/** A card as anyone with its link sees it: what it gives and whether it can be redeemed, never who bought it. */
export function presentStatus(row: GiftCardRow, viewerId: string | null): GiftStatusReply {
  const tier = tierOf(row);
  const product = giftProduct(tier);
  return {
    _id: row.id,
    paid: row.amount !== null,
    redeemed: row.redeemedOn !== null,
    tier,
    label: product.label,
    title: giftCardTitle(tier),
    duration: giftDurationLabel(tier),
    subscription: tierToWire(product.tier),
    imageUrl: row.imageUrl,
    width: row.width,
    height: row.height,
    mine: viewerId !== null && row.buyerId === viewerId,
    redeemedByYou: viewerId !== null && row.redeemedOn !== null && row.redeemedBy === viewerId,
  };
}
