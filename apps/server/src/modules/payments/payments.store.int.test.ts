import type { OrderReply } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, startHarness, type Harness, accountFor } from '../../testing/harness';

/**
 * App-store purchases through the sandbox store (no store credentials): POST /user/android-transaction
 * {productId, purchase} and /user/ios-transaction {productId, transactionId, store}. Only tokens our own test
 * store issued are accepted, each once.
 */
describe('app-store purchases (sandbox store)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => h?.close());

  let n = 0;
  const account = async () => {
    return accountFor(h, `app${++n}@example.com`);
  };
  const post = (url: string, cookie: string | undefined, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const storeToken = async (cookie: string, store: 'android' | 'ios', productId: string) => {
    const res = await post('/api/payments/sandbox/store-token', cookie, { store, productId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };
  const android = (cookie: string, productId: string, purchase: unknown) =>
    post('/api/user/android-transaction', cookie, { productId, purchase });
  const ios = (cookie: string, productId: string, transactionId: string) =>
    post('/api/user/ios-transaction', cookie, { productId, transactionId, store: 'appstore' });
  const balance = (userId: string) => h.ctx.services.credits.balance(userId);

  it('redeems an Android purchase once: the credits, the order, then 409 for the same receipt', async () => {
    const { cookie, userId } = await account();
    const token = await storeToken(cookie, 'android', 'credits-medium');
    const res = await android(cookie, 'credits-medium', {
      purchaseToken: token,
      orderId: 'GPA.1',
      packageName: 'x',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = res.json<{ ok: true; orderId: string; status: string }>();
    expect(res.json()).toMatchObject({ ok: true, status: 'paid' });
    expect(await balance(userId)).toEqual({ credits: 500, subscriptionCredits: 0 });
    const order = (
      await h.app.inject({ url: `/api/payments/orders/${orderId}`, headers: { cookie } })
    ).json<OrderReply>();
    expect(order).toMatchObject({
      provider: 'android',
      productId: 'credits-medium',
      status: 'paid',
      fulfilled: true,
    });
    expect((await post('/api/user/purchasedCredits', cookie)).json()).toEqual({ hasBought: true });

    const reused = await android(cookie, 'credits-medium', token);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: { code: 'receipt_already_used' } });
    expect(await balance(userId)).toEqual({ credits: 500, subscriptionCredits: 0 });
  });

  it('redeems music_premium on Android as Music Pro', async () => {
    const { cookie } = await account();
    const token = await storeToken(cookie, 'android', 'music_premium');
    expect((await android(cookie, 'music_premium', token)).statusCode).toBe(200);
    expect((await post('/api/user/musicpro', cookie, { browser: 'app' })).json()).toMatchObject({
      musicpro: 'paid',
    });
  });

  it('redeems an iOS purchase once', async () => {
    const { cookie, userId } = await account();
    const token = await storeToken(cookie, 'ios', 'credits-small');
    const res = await ios(cookie, 'credits-small', token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await balance(userId)).credits).toBe(100);
    expect((await ios(cookie, 'credits-small', token)).statusCode).toBe(409);
    expect((await balance(userId)).credits).toBe(100);
  });

  it('pays once when one receipt is sent 10 times at once', async () => {
    const { cookie, userId } = await account();
    const token = await storeToken(cookie, 'android', 'credits-large');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => android(cookie, 'credits-large', token)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await balance(userId)).credits).toBe(1500);
  });

  it('refuses forged receipts, other users’ receipts, other products and other stores', async () => {
    const a = await account();
    const b = await account();
    const token = await storeToken(a.cookie, 'android', 'credits-small');
    const [prefix, payload, signature] = token.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), p: 'credits-large' }),
    ).toString('base64url');
    const cases: [string, string, unknown, number][] = [
      ['forged product', 'credits-large', `${prefix}.${forgedPayload}.${signature}`, 422],
      ['tampered signature', 'credits-small', `${prefix}.${payload}.${signature.slice(0, -2)}AA`, 422],
      ['not a sandbox token', 'credits-small', 'opaque-play-token', 422],
      ['another product', 'credits-medium', token, 422],
      ['unknown store product', 'credits-huge', token, 400],
    ];
    for (const [what, productId, purchase, status] of cases) {
      const res = await android(a.cookie, productId, purchase);
      expect(res.statusCode, what).toBe(status);
    }
    // Someone else holding the token cannot redeem it.
    expect((await android(b.cookie, 'credits-small', token)).statusCode).toBe(422);
    // An Android token is not an iOS one.
    expect((await ios(a.cookie, 'credits-small', token)).statusCode).toBe(422);
    expect((await balance(a.userId)).credits).toBe(0);
    expect((await balance(b.userId)).credits).toBe(0);
    // The real receipt still works afterwards.
    expect((await android(a.cookie, 'credits-small', token)).statusCode).toBe(200);
  });

  it('validates bodies and needs a session', async () => {
    const { cookie } = await account();
    expect((await android(undefined as unknown as string, 'credits-small', 'x')).statusCode).toBe(401);
    const noPurchase = await post('/api/user/android-transaction', cookie, { productId: 'credits-small' });
    expect(noPurchase.statusCode).toBe(400);
    expect(noPurchase.json()).toMatchObject({ error: { details: [{ field: 'purchase' }] } });
    const noTx = await post('/api/user/ios-transaction', cookie, { productId: 'credits-small' });
    expect(noTx.json()).toMatchObject({ error: { details: [{ field: 'transactionId' }] } });
    const badStore = await post('/api/payments/sandbox/store-token', cookie, {
      productId: 'credits-small',
      store: 'x',
    });
    expect(badStore.statusCode).toBe(400);
  });

  it('keeps a guest’s app purchase when it signs in', async () => {
    // Real stores sell to guests (the store took the money); the test store does not, so the guest's
    // purchase is written as a verified Play purchase would be, and paid through the one fulfilment.
    const guest = cookieOf(await post('/api/auth/guest', undefined));
    const guestId = (await h.app.inject({ url: '/api/session', headers: { cookie: guest } })).json<{
      userId: string;
    }>().userId;
    const orderId = `order-${guestId}`;
    await h.ctx.db
      .insertInto('orders')
      .values({
        id: orderId,
        userId: guestId,
        productId: 'credits-small',
        kind: 'credits',
        priceCents: 499,
        promoCode: null,
        status: 'open',
        provider: 'android',
        providerRef: 'GPA.guest-1',
        createdAt: new Date().toISOString(),
        paidOn: null,
        fulfilledOn: null,
      })
      .execute();
    const outcome = await h.ctx.services.payments.handleEvent({
      type: 'order.paid',
      provider: 'android',
      eventId: 'tx:GPA.guest-1',
      orderId,
      providerRef: 'GPA.guest-1',
    });
    expect(outcome).toBe('fulfilled');

    const { cookie, userId } = await account();
    await h.ctx.services.users.mergeGuest(guestId, userId);
    const order = await h.app.inject({ url: `/api/payments/orders/${orderId}`, headers: { cookie } });
    expect(order.statusCode).toBe(200);
    expect((await balance(userId)).credits).toBe(100);
  });
});
