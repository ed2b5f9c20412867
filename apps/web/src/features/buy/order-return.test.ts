import { describe, expect, it } from 'vitest';
import type { OrderReply, ProductsReply } from '@muse/contracts';
import {
  ORDER_POLL_MAX_TRIES,
  ORDER_POLL_MS,
  handlesOrderKind,
  isOrderSettled,
  orderIdFrom,
  orderOutcome,
  searchWithoutOrder,
} from './order-return';

const order = (over: Partial<OrderReply> = {}): OrderReply => ({
  _id: 'o1',
  status: 'paid',
  productId: 'credits-medium',
  kind: 'credits',
  title: '500 credits',
  price: 19.99,
  priceCents: 1999,
  currency: 'usd',
  promoCode: null,
  provider: 'sandbox',
  createdOn: '2026-01-01T00:00:00.000Z',
  paidOn: '2026-01-01T00:01:00.000Z',
  fulfilled: true,
  ...over,
});

const products = {
  credits: [{ id: 'credits-medium', count: 500 }],
  plans: [{ id: 'sub-pro', title: 'Pro' }],
  offer: { id: 'offer-7day', title: '7 days unlimited', credits: 500 },
} as unknown as ProductsReply;

describe('the checkout return address', () => {
  it('reads the order id and takes it out, keeping the rest', () => {
    expect(orderIdFrom('?order=abc')).toBe('abc');
    expect(orderIdFrom('?x=1')).toBeNull();
    expect(orderIdFrom('?order=')).toBeNull();
    expect(searchWithoutOrder('?order=abc')).toBe('');
    expect(searchWithoutOrder('?card=c1&order=abc')).toBe('?card=c1');
  });

  it('reads the order once a second, briefly', () => {
    expect(ORDER_POLL_MS).toBe(1000);
    expect(ORDER_POLL_MAX_TRIES * ORDER_POLL_MS).toBe(30_000);
  });

  it('leaves gift card orders to their page', () => {
    expect(handlesOrderKind('gift')).toBe(false);
    expect(handlesOrderKind('credits')).toBe(true);
    expect(handlesOrderKind('musicpro')).toBe(true);
  });

  it('is settled when paid and delivered, cancelled or failed', () => {
    expect(isOrderSettled({ status: 'open', fulfilled: false })).toBe(false);
    expect(isOrderSettled({ status: 'paid', fulfilled: false })).toBe(false);
    expect(isOrderSettled({ status: 'paid', fulfilled: true })).toBe(true);
    expect(isOrderSettled({ status: 'cancelled', fulfilled: false })).toBe(true);
    expect(isOrderSettled({ status: 'failed', fulfilled: false })).toBe(true);
  });
});

describe('what the user is told', () => {
  it('credits: "Added 500 credits"', () => {
    expect(orderOutcome(order(), { products })).toEqual({
      tone: 'success',
      title: 'Added 500 credits',
      message: 'Thank you! Credits never expire.',
    });
    expect(orderOutcome(order())).toMatchObject({ title: 'Added 500 credits' });
  });
  it('a subscription', () => {
    expect(
      orderOutcome(order({ kind: 'subscription', productId: 'sub-pro', title: 'Pro' }), { products }),
    ).toEqual({ tone: 'success', title: 'Welcome to Pro', message: 'Your Pro plan is active.' });
  });
  it('the 7-day offer', () => {
    expect(
      orderOutcome(order({ kind: 'offer', productId: 'offer-7day', title: '7 days unlimited' }), {
        products,
      }),
    ).toEqual({
      tone: 'success',
      title: "7 days unlimited: you're all set",
      message: 'Unlimited generations and downloads, plus 500 credits.',
    });
  });
  it('music pro hands over to the membership modal', () => {
    expect(orderOutcome(order({ kind: 'musicpro', productId: 'musicpro' }))).toBe('membership');
  });
  it('a cancelled order is a neutral note', () => {
    expect(orderOutcome(order({ status: 'cancelled', fulfilled: false }))).toEqual({
      tone: 'neutral',
      title: 'Payment cancelled',
      message: 'Nothing was charged.',
    });
  });
  it('a failed order, an unsettled one and a missing one', () => {
    expect(orderOutcome(order({ status: 'failed', fulfilled: false }))).toMatchObject({ tone: 'error' });
    expect(orderOutcome(order({ status: 'open', fulfilled: false }))).toMatchObject({
      tone: 'pending',
      title: 'Still confirming your payment',
    });
    expect(orderOutcome(order({ status: 'paid', fulfilled: false }))).toMatchObject({ tone: 'pending' });
    expect(orderOutcome(null)).toMatchObject({ tone: 'neutral', title: "Couldn't find that order" });
  });
});
