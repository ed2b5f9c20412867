import type { GiftDesign, GiftStatusReply, GiftTierValue, ImageItem, ProductsReply } from '@muse/contracts';
import { GIFT_TIERS, giftDurationLabel, giftPriceLabel } from '@muse/domain';

/** The pure view rules of the gift card pages. */

export interface TierChoice {
  tier: GiftTierValue;
  /** "$20": from the server's catalogue, or the domain's table before it loads */
  price: string;
  /** "1 month" */
  duration: string;
}

/** The three duration buttons, labelled with their prices: 5, 20 and 60. */
export function tierChoices(products?: Pick<ProductsReply, 'giftCards'>): TierChoice[] {
  return GIFT_TIERS.map((tier) => ({
    tier,
    price: products?.giftCards.find((g) => g.giftTier === tier)?.priceLabel ?? giftPriceLabel(tier),
    duration: giftDurationLabel(tier),
  }));
}

/** A picture the card can show. */
export interface PictureChoice {
  key: string;
  name: string;
  imageUrl: string;
  thumbUrl: string;
  width: number;
  height: number;
  kind: 'design' | 'image';
}

/**
 * The picker's choices: the built-in designs, then one's own finished public images. Private images are left
 * out: a card shows its picture to whoever gets it.
 */
export function pictureChoices(
  designs: readonly GiftDesign[],
  images: readonly ImageItem[],
): PictureChoice[] {
  const own = images.filter((i) => i.finishedOn && i.imageUrl && !i.private);
  return [
    ...designs.map((d) => ({
      key: `design:${d.id}`,
      name: d.name,
      imageUrl: d.imageUrl,
      thumbUrl: d.imageUrl,
      width: d.width,
      height: d.height,
      kind: 'design' as const,
    })),
    ...own.map((i) => ({
      key: `image:${i._id}`,
      name: i.name || 'Your image',
      imageUrl: i.imageUrl!,
      thumbUrl: i.imageThumbUrl ?? i.imageUrl!,
      width: i.width,
      height: i.height,
      kind: 'image' as const,
    })),
  ];
}

/**
 * Which choice the card shows. A card keeps its own copy of an image (…/gifts/cards/{id}/{filename}.png), so
 * an image choice matches by its filename as well as by its URL.
 */
export function isChosen(choice: PictureChoice, cardImageUrl: string | null): boolean {
  if (!cardImageUrl) return false;
  if (choice.imageUrl === cardImageUrl) return true;
  if (choice.kind !== 'image' || !cardImageUrl.includes('/gifts/cards/')) return false;
  const file = (url: string) => url.split('?')[0]!.split('/').pop();
  return file(choice.imageUrl) === file(cardImageUrl);
}

/** What the recipient page shows for a card and who is looking. */
export type RecipientStage = 'not-paid' | 'redeemed-by-you' | 'redeemed' | 'mine' | 'sign-in' | 'redeem';

export function recipientStage(
  status: Pick<GiftStatusReply, 'paid' | 'redeemed' | 'mine' | 'redeemedByYou'>,
  viewer: { signedIn: boolean; isGuest: boolean },
): RecipientStage {
  if (status.redeemedByYou) return 'redeemed-by-you';
  if (status.redeemed) return 'redeemed';
  if (!status.paid) return 'not-paid';
  if (status.mine) return 'mine';
  if (!viewer.signedIn || viewer.isGuest) return 'sign-in';
  return 'redeem';
}

/** The message for a failed redeem, by the server's error code. */
export function redeemErrorText(code: string | undefined, fallback: string): string {
  switch (code) {
    case 'already_redeemed':
      return 'This gift card has already been redeemed.';
    case 'not_paid':
      return 'This gift card is not paid yet. Try again in a moment.';
    case 'own_gift_card':
      return 'This is your own gift card: share its link with the person it is for.';
    case 'email_required':
    case 'unauthorized':
      return 'Sign in with your email to redeem this gift card.';
    case 'not_found':
      return "This gift card doesn't exist. Check the link you were sent.";
    default:
      return fallback;
  }
}

/** The return address of the checkout: back to this card on the gift card page. */
export function checkoutReturnTo(cardId: string): string {
  return `/gift-cards?card=${encodeURIComponent(cardId)}`;
}

/** "until 12 March 2027" */
export function untilText(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `until ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
}
