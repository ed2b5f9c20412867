import type { CheckoutReply, OrderReply } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, accountFor } from '../../testing/harness';

/**
 * The UPGRADE promo code: a promo code is redeemed once per account, recorded when the order is paid, and
 * never makes a month free (Pro with UPGRADE is $5, @muse/domain promo-codes.ts).
 */
describe('promo codes once per account', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => h?.close());

  let n = 0;
  const account = async () => {
    return accountFor(h, `promo${++n}@example.com`);
  };
  const startCheckout = (cookie: string, body: object) =>
    h.app.inject({ method: 'POST', url: '/api/payments/checkout', headers: { cookie }, payload: body });
  const checkout = async (cookie: string, body: object) => {
    const res = await startCheckout(cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CheckoutReply>();
  };
  const formToken = async (cookie: string, url: string) => {
    const html = (await h.app.inject({ url, headers: { cookie, accept: 'text/html' } })).body;
    return /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  };
  const press = async (cookie: string, orderId: string, action: 'complete' | 'cancel', token: string) =>
    h.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${orderId}/${action}`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
  const order = async (cookie: string, id: string) =>
    (await h.app.inject({ url: `/api/payments/orders/${id}`, headers: { cookie } })).json<OrderReply>();
  const subscriptions = (userId: string) =>
    h.ctx.db
      .selectFrom('subscriptions')
      .select(['type', 'tier', 'product'])
      .where('userId', '=', userId)
      .execute();
  const expectAlreadyUsed = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { details: [{ field: 'promoCode', message: 'You have already used this code.' }] },
    });
  };

  it('redeems UPGRADE once: Pro for $5, then a 400 on promoCode; full price still sells', async () => {
    const { cookie, userId } = await account();
    const first = await checkout(cookie, { productId: 'sub-pro', promoCode: 'UPGRADE' });
    expect(await order(cookie, first.orderId)).toMatchObject({ priceCents: 500, promoCode: 'UPGRADE' });
    const paid = await press(cookie, first.orderId, 'complete', await formToken(cookie, first.url));
    expect(paid.statusCode, paid.body).toBe(303);
    expect(await subscriptions(userId)).toEqual([{ type: 'sandbox', tier: 'true', product: 'images' }]);

    for (const [productId, promoCode] of [
      ['sub-pro', 'UPGRADE'],
      ['sub-premium', ' upgrade '],
      ['sub-ultimate', 'Upgrade'],
    ]) {
      expectAlreadyUsed(await startCheckout(cookie, { productId, promoCode }));
    }
    const full = await checkout(cookie, { productId: 'sub-premium' });
    expect(await order(cookie, full.orderId)).toMatchObject({ priceCents: 2000, promoCode: null });

    // Another account has its own redemption.
    const other = await account();
    const theirs = await checkout(other.cookie, { productId: 'sub-premium', promoCode: 'UPGRADE' });
    expect(await order(other.cookie, theirs.orderId)).toMatchObject({ priceCents: 1000 });
  });

  it('records the redemption when paid, not when a checkout starts or is cancelled', async () => {
    const { cookie, userId } = await account();
    const left = await checkout(cookie, { productId: 'sub-premium', promoCode: 'UPGRADE' });
    // Two open checkouts with the code are fine: nothing is redeemed yet.
    const open = await checkout(cookie, { productId: 'sub-ultimate', promoCode: 'UPGRADE' });
    expect((await press(cookie, left.orderId, 'cancel', await formToken(cookie, left.url))).statusCode).toBe(
      303,
    );
    const again = await checkout(cookie, { productId: 'sub-premium', promoCode: 'UPGRADE' });
    expect(
      await h.ctx.db.selectFrom('promoRedemptions').selectAll().where('userId', '=', userId).execute(),
    ).toEqual([]);
    expect(
      (await press(cookie, again.orderId, 'complete', await formToken(cookie, again.url))).statusCode,
    ).toBe(303);
    expect(
      await h.ctx.db
        .selectFrom('promoRedemptions')
        .select(['code', 'orderId'])
        .where('userId', '=', userId)
        .execute(),
    ).toEqual([{ code: 'UPGRADE', orderId: again.orderId }]);

    // The checkout opened before the payment is not delivered: the code went to the paid order.
    const late = await press(cookie, open.orderId, 'complete', await formToken(cookie, open.url));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: { message: expect.stringContaining('You have already used this code.') as unknown },
    });
    expect(await order(cookie, open.orderId)).toMatchObject({ status: 'failed', fulfilled: false });
    expect(await subscriptions(userId)).toEqual([{ type: 'sandbox', tier: 'premium', product: 'images' }]);
  });

  it('gives one discounted fulfilment to two checkouts paid at the same time', async () => {
    const { cookie, userId } = await account();
    const orders = await Promise.all([
      checkout(cookie, { productId: 'sub-pro', promoCode: 'UPGRADE' }),
      checkout(cookie, { productId: 'sub-pro', promoCode: 'UPGRADE' }),
    ]);
    const tokens = await Promise.all(orders.map((o) => formToken(cookie, o.url)));
    const results = await Promise.all(orders.map((o, i) => press(cookie, o.orderId, 'complete', tokens[i]!)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    const states = await Promise.all(orders.map((o) => order(cookie, o.orderId)));
    expect(states.map((s) => s.status).sort()).toEqual(['failed', 'paid']);
    expect(await subscriptions(userId)).toHaveLength(1);
    expectAlreadyUsed(await startCheckout(cookie, { productId: 'sub-pro', promoCode: 'UPGRADE' }));
  });

  it('holds SONG to once per account too', async () => {
    const { cookie } = await account();
    const first = await checkout(cookie, { productId: 'musicpro', promoCode: 'song' });
    expect(await order(cookie, first.orderId)).toMatchObject({ priceCents: 250, promoCode: 'SONG' });
    expect(
      (await press(cookie, first.orderId, 'complete', await formToken(cookie, first.url))).statusCode,
    ).toBe(303);
    expectAlreadyUsed(await startCheckout(cookie, { productId: 'musicpro', promoCode: 'SONG' }));
    // UPGRADE is another code: still available to this account.
    await checkout(cookie, { productId: 'sub-pro', promoCode: 'UPGRADE' });
  });
});
