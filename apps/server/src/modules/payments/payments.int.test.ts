import type { CheckoutReply, OrderReply, ProductsReply } from '@muse/contracts';
import {
  CREDIT_PACKS,
  MUSIC_PRO_PLAN,
  SEVEN_DAY_OFFER,
  SEVEN_DAY_VIDEO_OFFER,
  SUBSCRIPTION_PLANS,
  perCreditPrice,
} from '@muse/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness, accountFor } from '../../testing/harness';
import { SANDBOX_PAGE_CSP, TEST_LABEL } from './payments.sandbox.page';

/**
 * Buying through the sandbox checkout, end to end over HTTP: the catalogue, checkout, the test page, Pay and
 * Cancel, and what each product gives.
 */
describe('payments through the sandbox checkout', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => h?.close());

  let n = 0;
  const account = async () => {
    return accountFor(h, `buyer${++n}@example.com`);
  };
  const post = (url: string, cookie: string | undefined, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const checkout = async (cookie: string, body: object) => {
    const res = await post('/api/payments/checkout', cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CheckoutReply>();
  };
  const page = (url: string, cookie?: string, accept = 'text/html') =>
    h.app.inject({ url, headers: { accept, ...(cookie ? { cookie } : {}) } });
  const formTokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const submit = (orderId: string, action: 'complete' | 'cancel', cookie: string, token: string) =>
    h.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${orderId}/${action}`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ token }).toString(),
    });
  /** Checkout, open the page, press Pay (test): what a buyer's browser does. */
  const buy = async (
    cookie: string,
    body: object,
  ): Promise<{ orderId: string; res: LightMyRequestResponse }> => {
    const { orderId, url } = await checkout(cookie, body);
    const html = (await page(url, cookie)).body;
    return { orderId, res: await submit(orderId, 'complete', cookie, formTokenOf(html)) };
  };
  const order = async (cookie: string, id: string) =>
    (await h.app.inject({ url: `/api/payments/orders/${id}`, headers: { cookie } })).json<OrderReply>();
  const balance = (userId: string) => h.ctx.services.credits.balance(userId);
  const session = async (cookie: string) =>
    (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{ subscription: unknown }>();

  it('serves the catalogue of the buy dialogs from @muse/domain', async () => {
    const res = await h.app.inject('/api/payments/products');
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductsReply>();
    expect(body.checkout).toBe('sandbox');
    expect(body.creditsHeader).toMatch(/50% off.*never expire/i);
    expect(body.credits.map((c) => c.id)).toEqual(['credits-small', 'credits-medium', 'credits-large']);
    for (const [i, pack] of CREDIT_PACKS.entries()) {
      expect(body.credits[i]).toMatchObject({
        count: pack.count,
        price: pack.priceCents / 100,
        normalPrice: pack.normalPriceCents / 100,
        perCreditPrice: perCreditPrice(pack),
        androidProductId: pack.androidProductId,
        iosProductId: pack.iosProductId,
        buyButtonId: pack.id,
      });
    }
    expect(body.plans.map((p) => [p.tier, p.price])).toEqual([
      [true, 10],
      ['premium', 20],
      ['ultimate', 40],
    ]);
    expect(body.offer).toMatchObject({
      price: 4.99,
      credits: 500,
      tier: true,
      period: { days: 7 },
      videoPrice: 9.99,
      videoId: 'offer-7day-video',
    });
    expect(body.giftCards.map((g) => g.label)).toEqual(['5', '20', '60']);
    expect(body.musicPro).toMatchObject({ id: 'musicpro', androidProductId: 'music_premium' });
  });

  it('sells a credit pack: the labelled test page, Pay (test), the credits once, purchasedCredits', async () => {
    const { cookie, userId } = await account();
    expect((await post('/api/user/purchasedCredits', cookie)).json()).toEqual({ hasBought: false });
    const seen: unknown[] = [];
    const original = h.ctx.realtime.toUser.bind(h.ctx.realtime);
    h.ctx.realtime.toUser = (id, event, data) => {
      if (id === userId) seen.push({ event, data });
      original(id, event, data);
    };

    const { orderId, url } = await checkout(cookie, { productId: 'credits-small' });
    expect(url).toBe(`/api/payments/sandbox/${orderId}`);
    expect(await order(cookie, orderId)).toMatchObject({
      _id: orderId,
      status: 'open',
      productId: 'credits-small',
      kind: 'credits',
      price: 4.99,
      provider: 'sandbox',
      fulfilled: false,
    });

    const shown = await page(url, cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.headers['content-security-policy']).toBe(SANDBOX_PAGE_CSP);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body).toContain(TEST_LABEL);
    expect(shown.body).toContain('$4.99');
    expect(shown.body).toMatch(/<del>.*\$9\.99<\/del>/);
    expect(shown.body).toContain('>Pay (test)</button>');
    expect(shown.body).toContain('>Cancel</button>');
    expect(shown.body).not.toMatch(/<script|https?:\/\//);

    const paid = await submit(orderId, 'complete', cookie, formTokenOf(shown.body));
    h.ctx.realtime.toUser = original;
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/credits?order=${orderId}`);
    expect(await balance(userId)).toEqual({ credits: 100, subscriptionCredits: 0 });
    expect(await order(cookie, orderId)).toMatchObject({ status: 'paid', fulfilled: true });
    expect((await post('/api/user/purchasedCredits', cookie)).json()).toEqual({ hasBought: true });
    const entries = await h.ctx.services.credits.history(userId);
    expect(entries.map((e) => [e.reason, e.idempotencyKey, e.creditsDelta])).toEqual([
      ['purchase:credits-small', `order:${orderId}`, 100],
    ]);
    expect(seen).toContainEqual({ event: 'session:changed', data: { credits: 100, subscriptionCredits: 0 } });

    // Paid is final: the page says so, Pay and Cancel are refused.
    const again = await page(url, cookie);
    expect(again.body).toContain('This order is paid.');
    expect(again.body).not.toContain('Pay (test)');
    const token = formTokenOf(shown.body);
    expect((await submit(orderId, 'complete', cookie, token)).statusCode).toBe(409);
    expect((await submit(orderId, 'cancel', cookie, token)).statusCode).toBe(409);
    expect(await balance(userId)).toEqual({ credits: 100, subscriptionCredits: 0 });
  });

  it('sells every credit pack for its count', async () => {
    for (const pack of CREDIT_PACKS) {
      const { cookie, userId } = await account();
      const { res } = await buy(cookie, { productId: pack.id });
      expect(res.statusCode).toBe(303);
      expect((await balance(userId)).credits).toBe(pack.count);
    }
  });

  it('sells each subscription plan: the tier changes', async () => {
    for (const plan of SUBSCRIPTION_PLANS) {
      const { cookie } = await account();
      const { orderId, res } = await buy(cookie, { productId: plan.id });
      expect(res.statusCode).toBe(303);
      expect((await session(cookie)).subscription).toBe(plan.tier === 'true' ? true : plan.tier);
      expect(await order(cookie, orderId)).toMatchObject({
        status: 'paid',
        kind: 'subscription',
        fulfilled: true,
      });
    }
  });

  it('sells the 7-day offer: Pro for 7 days and its 500 credits (Pay Once)', async () => {
    const { cookie, userId } = await account();
    const { res } = await buy(cookie, { productId: SEVEN_DAY_OFFER.id });
    expect(res.statusCode).toBe(303);
    const s = await (
      await h.app.inject({ url: '/api/session', headers: { cookie } })
    ).json<{ subscription: unknown; subscriptionUntil: string }>();
    expect(s.subscription).toBe(true);
    const days = (Date.parse(s.subscriptionUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect((await balance(userId)).credits).toBe(500);
    const reasons = (await h.ctx.services.credits.history(userId)).map((e) => e.reason);
    expect(reasons).toContain('purchase:offer-7day');
    expect((await post('/api/user/purchasedCredits', cookie)).json()).toEqual({ hasBought: true });
  });

  it("sells the video view's Pay Once at $9.99: the same 7 days of Pro and 500 credits", async () => {
    const { cookie, userId } = await account();
    const products = (await h.app.inject({ url: '/api/payments/products' })).json<{
      offer: { videoId: string };
    }>();
    expect(products.offer.videoId).toBe(SEVEN_DAY_VIDEO_OFFER.id);
    const { orderId, res } = await buy(cookie, { productId: products.offer.videoId });
    expect(res.statusCode).toBe(303);
    expect(await order(cookie, orderId)).toMatchObject({ status: 'paid', price: 9.99, fulfilled: true });
    expect((await session(cookie)).subscription).toBe(true);
    expect((await balance(userId)).credits).toBe(500);
  });

  it('sells Music Pro, 75% off with SONG, and SONG nowhere else', async () => {
    const { cookie } = await account();
    const { orderId, url } = await checkout(cookie, { productId: 'musicpro', promoCode: ' song ' });
    const o = await order(cookie, orderId);
    expect(o).toMatchObject({ priceCents: Math.round(MUSIC_PRO_PLAN.priceCents / 4), promoCode: 'SONG' });
    const html = (await page(url, cookie)).body;
    expect(html).toContain('Promo code <strong>SONG</strong> applied to the first month');
    expect(html).toContain('$2.50<span class="per"> for the first month, then $9.99 per month');
    expect((await submit(orderId, 'complete', cookie, formTokenOf(html))).statusCode).toBe(303);
    expect((await post('/api/user/musicpro', cookie, { browser: 'test' })).json()).toMatchObject({
      musicpro: 'paid',
    });

    for (const productId of ['credits-small', 'sub-premium', 'offer-7day']) {
      const res = await post('/api/payments/checkout', cookie, { productId, promoCode: 'SONG' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { details: [{ field: 'promoCode' }] } });
    }
  });

  it('prices the upgrade code on subscriptions only, and refuses unknown codes', async () => {
    const { cookie } = await account();
    const { orderId } = await checkout(cookie, { productId: 'sub-premium', promoCode: 'UPGRADE' });
    expect((await order(cookie, orderId)).priceCents).toBe(2000 - 1000);
    const pack = await post('/api/payments/checkout', cookie, {
      productId: 'credits-large',
      promoCode: 'UPGRADE',
    });
    expect(pack.statusCode).toBe(400);
    const unknown = await post('/api/payments/checkout', cookie, { productId: 'sub-pro', promoCode: 'FREE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { details: [{ field: 'promoCode' }] } });
  });

  it('pays once under 20 concurrent Pay presses of one order', async () => {
    const { cookie, userId } = await account();
    const { orderId, url } = await checkout(cookie, { productId: 'credits-medium' });
    const token = formTokenOf((await page(url, cookie)).body);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submit(orderId, 'complete', cookie, token)),
    );
    expect(results.every((r) => r.statusCode === 303 || r.statusCode === 409)).toBe(true);
    expect(results.filter((r) => r.statusCode === 303).length).toBeGreaterThanOrEqual(1);
    expect(await balance(userId)).toEqual({ credits: 500, subscriptionCredits: 0 });
    expect(await h.ctx.services.credits.history(userId)).toHaveLength(1);
  });

  it('pays once when the same payment event is delivered again', async () => {
    const { cookie, userId } = await account();
    const { orderId } = await buy(cookie, { productId: 'credits-small' });
    const event = {
      type: 'order.paid' as const,
      provider: 'sandbox' as const,
      eventId: `sandbox:paid:${orderId}`,
      orderId,
      providerRef: orderId,
    };
    expect(await h.ctx.services.payments.handleEvent(event)).toBe('already');
    // A different event id for the same payment is still one payment: the order is paid once.
    expect(await h.ctx.services.payments.handleEvent({ ...event, eventId: 'other' })).toBe('already');
    expect((await balance(userId)).credits).toBe(100);
  });

  it('lets nobody else read, pay or cancel an order', async () => {
    const owner = await account();
    const other = await account();
    const { orderId, url } = await checkout(owner.cookie, { productId: 'credits-small' });
    const token = formTokenOf((await page(url, owner.cookie)).body);

    expect(
      (await h.app.inject({ url: `/api/payments/orders/${orderId}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await page(url, other.cookie, 'application/json')).statusCode).toBe(404);
    expect((await submit(orderId, 'complete', other.cookie, token)).statusCode).toBe(404);
    expect((await submit(orderId, 'cancel', other.cookie, token)).statusCode).toBe(404);
    // Signed out: 401, as a page for a browser.
    const signedOut = await page(url);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).toContain('Sign in to continue.');
    expect((await page(url, undefined, 'application/json')).json()).toMatchObject({
      error: { code: 'unauthorized' },
    });
    // The owner in another session needs that session's page (its form token).
    const secondSession = await sessionFor(h, owner.email);
    expect((await submit(orderId, 'complete', secondSession, token)).statusCode).toBe(403);
    expect(await balance(owner.userId)).toEqual({ credits: 0, subscriptionCredits: 0 });
    expect((await order(owner.cookie, orderId)).status).toBe('open');
  });

  it('cancels: back to the return page, and a cancelled order cannot be paid', async () => {
    const { cookie, userId } = await account();
    const { orderId, url } = await checkout(cookie, {
      productId: 'credits-small',
      returnTo: '/music?tab=mine#x',
    });
    const token = formTokenOf((await page(url, cookie)).body);
    const cancelled = await submit(orderId, 'cancel', cookie, token);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/music?tab=mine&order=${orderId}`);
    expect((await order(cookie, orderId)).status).toBe('cancelled');
    const pay = await submit(orderId, 'complete', cookie, token);
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain('This order was cancelled.');
    expect((await balance(userId)).credits).toBe(0);
  });

  it('returns only to paths of this site', async () => {
    const { cookie } = await account();
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'credits',
      '/api/session',
    ]) {
      const res = await post('/api/payments/checkout', cookie, { productId: 'credits-small', returnTo });
      expect(res.statusCode, returnTo).toBe(400);
      expect(res.json()).toMatchObject({ error: { details: [{ field: 'returnTo' }] } });
    }
  });

  it('asks guests for an email first and refuses what does not exist', async () => {
    const guest = cookieOf(await h.app.inject({ method: 'POST', url: '/api/auth/guest' }));
    const res = await post('/api/payments/checkout', guest, { productId: 'credits-small' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'email_required' } });
    expect((await post('/api/payments/checkout', undefined, { productId: 'credits-small' })).statusCode).toBe(
      401,
    );

    const { cookie } = await account();
    const unknown = await post('/api/payments/checkout', cookie, { productId: 'credits-huge' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { details: [{ field: 'productId' }] } });
    // A gift checkout needs a real card of the buyer's.
    expect(
      (await post('/api/payments/checkout', cookie, { productId: 'gift-1month', giftCardId: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await h.app.inject({ url: '/api/payments/orders/nope', headers: { cookie } })).statusCode).toBe(
      404,
    );
  });
});
