import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckoutReply, OrderReply, ProductsReply } from '@muse/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, accountFor } from '../../testing/harness';

const WEBHOOK_SECRET = 'whsec_test_muse';

interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  auth: string | undefined;
  form: URLSearchParams;
}

/**
 * A stand-in for api.stripe.com speaking its wire format (form-encoded requests, JSON objects back): it
 * records what the real `stripe` client sends and answers like Stripe would.
 */
async function fakeStripe() {
  const requests: Recorded[] = [];
  let failNext = false;
  let n = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        auth: req.headers.authorization,
        form: new URLSearchParams(body),
      });
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_${++n}`);
      if (failNext) {
        failNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such thing' } }));
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/coupons') {
        res.end(JSON.stringify({ id: `co_${n}`, object: 'coupon' }));
      } else if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${n}`;
        res.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }),
        );
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown path' } }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failOnce: () => (failNext = true),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Stripe Checkout and its webhook, with the real `stripe` package against the fake API. */
describe('payments through Stripe', () => {
  let h: Harness;
  let api: Awaited<ReturnType<typeof fakeStripe>>;
  const stripe = new Stripe('sk_test_for_signing');
  beforeAll(async () => {
    api = await fakeStripe();
    h = await startHarness({
      RATE_LIMIT_MAX: '100000',
      STRIPE_SECRET_KEY: 'sk_test_muse',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: api.url,
      PUBLIC_URL: 'https://muse.example',
    });
  });
  afterAll(async () => {
    await h?.close();
    await api?.close();
  });
  beforeEach(() => {
    api.requests.length = 0;
  });

  let n = 0;
  const account = async () => {
    return accountFor(h, `stripe${++n}@example.com`);
  };
  const checkout = async (cookie: string, body: object) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { cookie },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CheckoutReply>();
  };
  const sessionIdOf = (url: string) => url.split('/').pop() ?? '';
  const sessionRequest = () => api.requests.find((r) => r.path === '/v1/checkout/sessions');
  const order = async (cookie: string, id: string) =>
    (await h.app.inject({ url: `/api/payments/orders/${id}`, headers: { cookie } })).json<OrderReply>();
  let eventNo = 0;
  const event = (type: string, object: Record<string, unknown>, id = `evt_${++eventNo}`) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
  const deliver = (payload: string, secret = WEBHOOK_SECRET, signature?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  const completed = (orderId: string, sessionId: string, extra: Record<string, unknown> = {}) =>
    event('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      metadata: { orderId, productId: 'x' },
      payment_status: 'paid',
      amount_total: null,
      subscription: null,
      ...extra,
    });
  const session = async (cookie: string) =>
    (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{
      subscription: unknown;
      subscriptionUntil: string | null;
      credits: number;
    }>();

  it('opens a Checkout Session in payment mode for a credit pack, with the order in its metadata', async () => {
    const { cookie, email, userId } = await account();
    const { orderId, url } = await checkout(cookie, { productId: 'credits-small', returnTo: '/images' });
    const sent = sessionRequest();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(sent?.auth).toBe('Bearer sk_test_muse');
    expect(sent?.idempotencyKey).toBe(`muse-checkout-${orderId}`);
    const f = sent?.form;
    expect(f?.get('mode')).toBe('payment');
    expect(f?.get('client_reference_id')).toBe(userId);
    expect(f?.get('customer_email')).toBe(email);
    expect(f?.get('metadata[orderId]')).toBe(orderId);
    expect(f?.get('payment_intent_data[metadata][orderId]')).toBe(orderId);
    expect(f?.get('line_items[0][price_data][unit_amount]')).toBe('499');
    expect(f?.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(f?.get('line_items[0][price_data][recurring][interval]')).toBeNull();
    expect(f?.get('success_url')).toBe(`https://muse.example/images?order=${orderId}`);
    expect(await order(cookie, orderId)).toMatchObject({ status: 'open', provider: 'stripe' });

    const products = (await h.app.inject('/api/payments/products')).json<ProductsReply>();
    expect(products.checkout).toBe('stripe');
  });

  it('fulfils checkout.session.completed once, however often it is delivered', async () => {
    const { cookie, userId } = await account();
    const { orderId, url } = await checkout(cookie, { productId: 'credits-small' });
    const sessionId = sessionIdOf(url);
    const payload = completed(orderId, sessionId, { amount_total: 499, client_reference_id: userId });
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(deliveries[0]?.json()).toEqual({ received: true });
    expect((await deliver(payload)).statusCode).toBe(200);
    expect(await h.ctx.services.credits.balance(userId)).toEqual({ credits: 100, subscriptionCredits: 0 });
    expect(await order(cookie, orderId)).toMatchObject({ status: 'paid', fulfilled: true });
    // The same payment under another event id is still one payment.
    expect((await deliver(completed(orderId, sessionId, { amount_total: 499 }))).statusCode).toBe(200);
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(100);
  });

  it('rejects a forged or missing signature with 400 and changes nothing', async () => {
    const { cookie, userId } = await account();
    const { orderId, url } = await checkout(cookie, { productId: 'credits-large' });
    const sessionId = sessionIdOf(url);
    const payload = completed(orderId, sessionId);
    const forged = await deliver(payload, 'whsec_attacker');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: 'bad_signature' } });
    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    // A genuine signature of another body does not cover this one.
    const other = stripe.webhooks.generateTestHeaderString({
      payload: completed('x', 'y'),
      secret: WEBHOOK_SECRET,
    });
    expect((await deliver(payload, WEBHOOK_SECRET, other)).statusCode).toBe(400);
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(0);
    expect((await order(cookie, orderId)).status).toBe('open');
  });

  it('ignores a payment for another checkout or for less than the price', async () => {
    const { cookie, userId } = await account();
    const { orderId, url } = await checkout(cookie, { productId: 'credits-medium' });
    const sessionId = sessionIdOf(url);
    expect((await deliver(completed(orderId, 'cs_test_someone_else'))).statusCode).toBe(200);
    expect((await order(cookie, orderId)).status).toBe('open');
    expect((await deliver(completed(orderId, sessionId, { amount_total: 1 }))).statusCode).toBe(200);
    expect((await order(cookie, orderId)).status).toBe('failed');
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(0);
  });

  it('sells a subscription with the upgrade code as a first-month coupon, renews on invoice.paid, ends on deletion', async () => {
    const { cookie } = await account();
    const { orderId, url } = await checkout(cookie, { productId: 'sub-premium', promoCode: 'upgrade' });
    const coupon = api.requests.find((r) => r.path === '/v1/coupons');
    expect(coupon?.form.get('amount_off')).toBe('1000');
    expect(coupon?.form.get('duration')).toBe('once');
    const f = sessionRequest()?.form;
    expect(f?.get('mode')).toBe('subscription');
    expect(f?.get('line_items[0][price_data][unit_amount]')).toBe('2000');
    expect(f?.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(f?.get('line_items[0][price_data][recurring][interval_count]')).toBe('1');
    expect(f?.get('discounts[0][coupon]')).toMatch(/^co_/);
    expect(f?.get('subscription_data[metadata][orderId]')).toBe(orderId);
    const sessionId = sessionIdOf(url);

    expect(
      (await deliver(completed(orderId, sessionId, { amount_total: 1000, subscription: 'sub_1' })))
        .statusCode,
    ).toBe(200);
    const first = await session(cookie);
    expect(first.subscription).toBe('premium');

    const invoice = (id: string, billing_reason: string) => ({
      id,
      object: 'invoice',
      billing_reason,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_1', metadata: { orderId } },
      },
    });
    // The first invoice belongs to the checkout: no extra month.
    expect(
      (await deliver(event('invoice.paid', invoice('in_first', 'subscription_create')))).statusCode,
    ).toBe(200);
    expect((await session(cookie)).subscriptionUntil).toBe(first.subscriptionUntil);
    // A monthly renewal adds a month, once, even delivered twice under different event ids.
    const renewal = event('invoice.paid', invoice('in_cycle_1', 'subscription_cycle'));
    expect((await deliver(renewal)).statusCode).toBe(200);
    expect((await deliver(renewal)).statusCode).toBe(200);
    expect(
      (await deliver(event('invoice.paid', invoice('in_cycle_1', 'subscription_cycle')))).statusCode,
    ).toBe(200);
    const renewed = await session(cookie);
    const added =
      (Date.parse(renewed.subscriptionUntil ?? '') - Date.parse(first.subscriptionUntil ?? '')) / 86_400_000;
    expect(added).toBeGreaterThanOrEqual(28);
    expect(added).toBeLessThanOrEqual(31);

    // Cancelled: it runs to the end of what was paid.
    const deleted = event('customer.subscription.deleted', {
      id: 'sub_1',
      object: 'subscription',
      metadata: { orderId },
    });
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect(await session(cookie)).toMatchObject({
      subscription: 'premium',
      subscriptionUntil: renewed.subscriptionUntil,
    });
  });

  it('cancels an order whose checkout expired, and waits for delayed payments', async () => {
    const { cookie, userId } = await account();
    const { orderId, url } = await checkout(cookie, { productId: 'credits-small' });
    const sessionId = sessionIdOf(url);
    expect((await deliver(completed(orderId, sessionId, { payment_status: 'unpaid' }))).statusCode).toBe(200);
    expect((await order(cookie, orderId)).status).toBe('open');
    const expired = event('checkout.session.expired', {
      id: sessionId,
      object: 'checkout.session',
      metadata: { orderId },
    });
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await order(cookie, orderId)).status).toBe('cancelled');
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(0);
  });

  it('answers 502 when Stripe refuses to open a checkout, and the order is failed', async () => {
    const { cookie } = await account();
    api.failOnce();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { cookie },
      payload: { productId: 'credits-small' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: { code: 'payment_provider_unavailable' } });
  });

  it('has no sandbox checkout or sandbox store while Stripe is on', async () => {
    const { cookie } = await account();
    const { orderId } = await checkout(cookie, { productId: 'credits-small' });
    expect(
      (await h.app.inject({ url: `/api/payments/sandbox/${orderId}`, headers: { cookie } })).statusCode,
    ).toBe(404);
    const token = await h.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/store-token',
      headers: { cookie },
      payload: { productId: 'credits-small', store: 'android' },
    });
    expect(token.statusCode).toBe(404);
  });
});
