import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckoutReply, PlanEntry, PlansReply } from '@muse/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountFor, startHarness, type Harness } from '../../testing/harness';

const WEBHOOK_SECRET = 'whsec_test_muse';

/**
 * A stand-in for api.stripe.com: Checkout Sessions, updating a subscription (cancel_at_period_end), reading
 * one (its customer) and the customer portal's sessions. `sub_down` fails like an outage.
 */
async function fakeStripe() {
  const requests: { method: string; path: string; form: URLSearchParams }[] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, form: new URLSearchParams(body) });
      res.setHeader('content-type', 'application/json');
      const send = (status: number, json: object) => {
        res.statusCode = status;
        res.end(JSON.stringify(json));
      };
      const sub = /^\/v1\/subscriptions\/(\w+)$/.exec(path)?.[1];
      if (sub === 'sub_down') return send(500, { error: { type: 'api_error', message: 'down' } });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++n}`;
        return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` });
      }
      if (sub && req.method === 'POST') {
        const cancel = new URLSearchParams(body).get('cancel_at_period_end') === 'true';
        return send(200, { id: sub, object: 'subscription', status: 'active', cancel_at_period_end: cancel });
      }
      if (sub && req.method === 'GET')
        return send(200, { id: sub, object: 'subscription', status: 'active', customer: `cus_${sub}` });
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const customer = new URLSearchParams(body).get('customer');
        return send(200, {
          id: 'bps_1',
          object: 'billing_portal.session',
          url: `https://billing.stripe.com/p/session/${customer}`,
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Card plans: cancel = cancel at the period's end on Stripe, the customer portal, and its webhook. */
describe('renewing plans with Stripe', () => {
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
  let eventNo = 0;
  const post = (url: string, cookie: string) => h.app.inject({ method: 'POST', url, headers: { cookie } });
  const deliver = (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_plan_${++eventNo}`,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    return h.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  };
  /** A paid Premium plan whose Stripe subscription is `subscription`. */
  const subscribed = async (subscription: string) => {
    const buyer = await accountFor(h, `card${++n}@example.com`);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { cookie: buyer.cookie },
      payload: { productId: 'sub-premium' },
    });
    const { orderId, url } = res.json<CheckoutReply>();
    const paid = await deliver('checkout.session.completed', {
      id: url.split('/').pop(),
      object: 'checkout.session',
      metadata: { orderId },
      payment_status: 'paid',
      amount_total: 2000,
      subscription,
    });
    expect(paid.statusCode).toBe(200);
    return { ...buyer, orderId };
  };
  const plans = async (cookie: string) =>
    (await h.app.inject({ url: '/api/payments/subscriptions', headers: { cookie } })).json<PlansReply>();

  it('cancels at the period end on Stripe, takes it back, and opens the customer portal', async () => {
    const { cookie, orderId } = await subscribed('sub_a');
    expect(await plans(cookie)).toMatchObject({
      billingPortal: true,
      plans: [{ _id: orderId, provider: 'stripe', state: 'renewing', managedBy: 'here' }],
    });

    const cancelled = await post(`/api/payments/subscriptions/${orderId}/cancel`, cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<PlanEntry>().state).toBe('ending');
    const update = api.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_a');
    expect(update?.form.get('cancel_at_period_end')).toBe('true');
    // Nothing is cancelled now: the plan runs to its end.
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    api.requests.length = 0;
    const resumed = await post(`/api/payments/subscriptions/${orderId}/resume`, cookie);
    expect(resumed.json<PlanEntry>().state).toBe('renewing');
    expect(api.requests[0]?.form.get('cancel_at_period_end')).toBe('false');

    const portal = await post('/api/payments/portal', cookie);
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.com/p/session/cus_sub_a' });
    const session = api.requests.find((r) => r.path === '/v1/billing_portal/sessions');
    expect(session?.form.get('return_url')).toBe('https://muse.example/account');
  });

  it('follows a cancellation made in the portal, and the end of the subscription', async () => {
    const { cookie, orderId } = await subscribed('sub_b');
    const updated = (extra: object) =>
      deliver('customer.subscription.updated', {
        id: 'sub_b',
        object: 'subscription',
        status: 'active',
        metadata: { orderId },
        cancel_at_period_end: false,
        cancel_at: null,
        ...extra,
      });
    expect((await updated({ cancel_at_period_end: true })).statusCode).toBe(200);
    expect((await plans(cookie)).plans[0]?.state).toBe('ending');
    expect((await updated({})).statusCode).toBe(200);
    expect((await plans(cookie)).plans[0]?.state).toBe('renewing');
    await deliver('customer.subscription.deleted', {
      id: 'sub_b',
      object: 'subscription',
      metadata: { orderId },
    });
    expect((await plans(cookie)).plans[0]?.state).toBe('ending');
    const again = await post(`/api/payments/subscriptions/${orderId}/resume`, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'subscription_ended' } });
  });

  it('changes nothing when Stripe cannot be reached', async () => {
    const { cookie, orderId } = await subscribed('sub_down');
    const res = await post(`/api/payments/subscriptions/${orderId}/cancel`, cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: { code: 'payment_provider_unavailable' } });
    expect((await plans(cookie)).plans[0]?.state).toBe('renewing');
    expect((await post('/api/payments/portal', cookie)).statusCode).toBe(502);
  });
});
