import { describe, expect, it } from 'vitest';
import type { GiftDesign, ImageItem, ProductsReply } from '@muse/contracts';
import {
  checkoutReturnTo,
  isChosen,
  pictureChoices,
  recipientStage,
  redeemErrorText,
  tierChoices,
  untilText,
} from './gift-view';

const design = (id: string): GiftDesign => ({
  id,
  name: id,
  imageUrl: `/api/media/public/gifts/designs/${id}-v1.png`,
  width: 1024,
  height: 640,
});
const image = (over: Partial<ImageItem>): ImageItem =>
  ({
    _id: 'i1',
    filename: 'fox',
    name: 'Fox',
    width: 1024,
    height: 768,
    imageUrl: '/api/media/public/images/fox.png',
    imageThumbUrl: '/api/media/public/thumbs/fox.webp',
    private: false,
    finishedOn: '2026-01-01T00:00:00Z',
    ...over,
  }) as ImageItem;

describe('gift card page rules (§2, §9)', () => {
  it('labels the three duration buttons with $5, $20 and $60', () => {
    expect(tierChoices()).toEqual([
      { tier: '1week', price: '$5', duration: '1 week' },
      { tier: '1month', price: '$20', duration: '1 month' },
      { tier: '3months', price: '$60', duration: '3 months' },
    ]);
    const products = { giftCards: [{ giftTier: '1month', priceLabel: '$19' }] } as unknown as ProductsReply;
    expect(tierChoices(products)[1]!.price).toBe('$19');
  });

  it('offers the designs, then finished public images of one’s own', () => {
    const choices = pictureChoices(
      [design('confetti'), design('ribbon')],
      [
        image({}),
        image({ _id: 'i2', private: true }),
        image({ _id: 'i3', finishedOn: null }),
        image({ _id: 'i4', imageUrl: null }),
        image({ _id: 'i5', name: '', imageThumbUrl: null, imageUrl: '/api/media/public/images/owl.png' }),
      ],
    );
    expect(choices.map((c) => c.key)).toEqual(['design:confetti', 'design:ribbon', 'image:i1', 'image:i5']);
    expect(choices[2]).toMatchObject({ thumbUrl: '/api/media/public/thumbs/fox.webp', kind: 'image' });
    expect(choices[3]).toMatchObject({ name: 'Your image', thumbUrl: '/api/media/public/images/owl.png' });
  });

  it('knows the chosen picture, also when the card shows its own copy of an image', () => {
    const [d, i] = pictureChoices([design('confetti')], [image({})]);
    expect(isChosen(d!, d!.imageUrl)).toBe(true);
    expect(isChosen(d!, null)).toBe(false);
    expect(isChosen(i!, '/api/media/public/gifts/cards/abc/fox.png')).toBe(true);
    expect(isChosen(i!, '/api/media/public/gifts/cards/abc/owl.png')).toBe(false);
    expect(isChosen(d!, '/api/media/public/gifts/cards/abc/confetti-v1.png')).toBe(false);
  });

  it('comes back from the checkout to the card', () => {
    expect(checkoutReturnTo('a_b-c')).toBe('/gift-cards?card=a_b-c');
  });
});

describe('recipient page rules (§4, §6)', () => {
  const status = { paid: true, redeemed: false, mine: false, redeemedByYou: false };
  const signedIn = { signedIn: true, isGuest: false };
  it('asks to sign in with an email before redeeming', () => {
    expect(recipientStage(status, { signedIn: false, isGuest: false })).toBe('sign-in');
    expect(recipientStage(status, { signedIn: true, isGuest: true })).toBe('sign-in');
    expect(recipientStage(status, signedIn)).toBe('redeem');
  });
  it('explains unpaid, redeemed and one’s own cards', () => {
    expect(recipientStage({ ...status, paid: false }, signedIn)).toBe('not-paid');
    expect(recipientStage({ ...status, redeemed: true }, signedIn)).toBe('redeemed');
    expect(recipientStage({ ...status, redeemed: true, redeemedByYou: true }, signedIn)).toBe(
      'redeemed-by-you',
    );
    expect(recipientStage({ ...status, mine: true }, signedIn)).toBe('mine');
  });
  it('words the redeem errors', () => {
    expect(redeemErrorText('already_redeemed', 'x')).toBe('This gift card has already been redeemed.');
    expect(redeemErrorText('own_gift_card', 'x')).toMatch(/your own gift card/);
    expect(redeemErrorText('email_required', 'x')).toMatch(/Sign in/);
    expect(redeemErrorText('weird', 'fallback')).toBe('fallback');
    expect(redeemErrorText(undefined, 'fallback')).toBe('fallback');
  });
  it('dates the subscription', () => {
    expect(untilText('2027-03-12T10:00:00.000Z')).toBe('until 12 March 2027');
    expect(untilText(null)).toBe('');
    expect(untilText('nonsense')).toBe('');
  });
});
