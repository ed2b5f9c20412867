import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountFor, startHarness, type Harness } from '../../testing/harness';

/**
 * A stand-in for api.stripe.com: cancelling a subscription (DELETE /v1/subscriptions/:id), reading one, and
 * expiring a checkout session. `sub_down` fails like an outage; `sub_gone` was cancelled before (Stripe
 * refuses to cancel it again, and reading it says canceled).
 */
async function fakeStripe() {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const call = `${req.method} ${req.url}`;
      requests.push(call);
      res.setHeader('content-type', 'application/json');
      const sub = /^\/v1\/subscriptions\/(\w+)/.exec(req.url ?? '')?.[1];
      const send = (status: number, body: object) => {
        res.statusCode = status;
        res.end(JSON.stringify(body));
      };
      if (sub === 'sub_down') return send(500, { error: { type: 'api_error', message: 'down' } });
      if (sub === 'sub_gone' && req.method === 'DELETE')
        return send(400, { error: { type: 'invalid_request_error', message: 'already canceled' } });
      if (sub) return send(200, { id: sub, object: 'subscription', status: 'canceled' });
      if (/^\/v1\/checkout\/sessions\/\w+\/expire$/.test(req.url ?? ''))
        return send(200, { id: 'cs', object: 'checkout.session', status: 'expired' });
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

describe('deleting an account with a card subscription', () => {
  let h: Harness;
  let stripe: Awaited<ReturnType<typeof fakeStripe>>;
  beforeAll(async () => {
    stripe = await fakeStripe();
    h = await startHarness(
      {
        STRIPE_SECRET_KEY: 'sk_test_muse',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_muse',
        STRIPE_API_URL: stripe.url,
      },
      { workers: false },
    );
  });
  afterAll(async () => {
    await h?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    stripe.requests.length = 0;
  });

  const withOrders = async (email: string, subscriptionRef: string) => {
    const account = await accountFor(h, email);
    const now = new Date().toISOString();
    const order = (id: string, status: string, meta: object) => ({
      id,
      userId: account.userId,
      productId: 'premium-month',
      kind: 'subscription',
      priceCents: 999,
      promoCode: null,
      status,
      provider: 'stripe',
      providerRef: `cs_${id}`,
      meta: JSON.stringify(meta),
      createdAt: now,
      paidOn: status === 'paid' ? now : null,
      fulfilledOn: status === 'paid' ? now : null,
    });
    await h.ctx.db
      .insertInto('orders')
      .values([
        order(`${subscriptionRef}_paid`, 'paid', { subscriptionRef }),
        order(`${subscriptionRef}_open`, 'open', {}),
      ])
      .execute();
    return account;
  };
  const remove = (cookie: string, confirm: string) =>
    h.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie }, payload: { confirm } });

  it('cancels the subscription with Stripe and closes open checkouts before deleting', async () => {
    const { cookie, email } = await withOrders('card@example.com', 'sub_live');
    const res = await remove(cookie, email);
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.requests).toEqual([
      'DELETE /v1/subscriptions/sub_live',
      'POST /v1/checkout/sessions/cs_sub_live_open/expire',
    ]);
    const orders = await h.ctx.db
      .selectFrom('orders')
      .select(['status', 'meta'])
      .where('id', 'like', 'sub_live%')
      .orderBy('id')
      .execute();
    expect(orders.map((o) => o.status)).toEqual(['cancelled', 'paid']);
    expect(JSON.parse(orders[1]!.meta)).toMatchObject({ subscriptionEndedOn: expect.any(String) });
  });

  it('counts a subscription Stripe already ended as cancelled', async () => {
    const { cookie, email } = await withOrders('gone@example.com', 'sub_gone');
    expect((await remove(cookie, email)).statusCode).toBe(200);
    expect(stripe.requests).toContain('GET /v1/subscriptions/sub_gone');
  });

  it('deletes nothing when Stripe cannot be reached, and says to try again', async () => {
    const { cookie, email, userId } = await withOrders('outage@example.com', 'sub_down');
    const res = await remove(cookie, email);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ code: 'subscription_not_cancelled' });
    const session = await h.app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.json().userId).toBe(userId);
  });
});
