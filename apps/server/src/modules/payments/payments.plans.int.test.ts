import type { CheckoutReply, PlanEntry, PlansReply } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountFor, cookieOf, startHarness, type Harness } from '../../testing/harness';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Renewing plans on the account page, bought through the sandbox checkout: only the owner lists, cancels
 * or resumes one; a cancelled plan runs to its end and does not renew; the sweep reminds once a period
 * and renews the sandbox's plans through `subscription.renewed`; receipts and reminders go out once.
 */
describe('renewing plans (sandbox)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => h?.close());

  let n = 0;
  const account = () => accountFor(h, `planner${++n}@example.com`);
  const post = (url: string, cookie?: string, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const plans = async (cookie: string) => {
    const res = await h.app.inject({ url: '/api/payments/subscriptions', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PlansReply>();
  };
  /** Checkout, the sandbox page, Pay (test): what a buyer's browser does. */
  const buy = async (cookie: string, productId: string) => {
    const started = await post('/api/payments/checkout', cookie, { productId });
    expect(started.statusCode, started.body).toBe(200);
    const { orderId, url } = started.json<CheckoutReply>();
    const html = (await h.app.inject({ url, headers: { cookie, accept: 'text/html' } })).body;
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const paid = await h.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${orderId}/complete`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(303);
    return orderId;
  };
  const mails = async (to: string) =>
    (await h.app.inject({ url: '/api/dev/outbox', query: { to, token: h.ctx.config.outboxToken } })).json<{
      messages: { subject: string; text: string }[];
    }>().messages;
  /** Mail leaves through the queue: waits until `count` mails whose subject matches have arrived. */
  const waitForMails = async (to: string, subject: RegExp, count = 1) => {
    for (let i = 0; i < 400; i++) {
      const found = (await mails(to)).filter((m) => subject.test(m.subject));
      if (found.length >= count) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no mail "${subject.source}" reached ${to}`);
  };
  const tierOf = async (cookie: string) =>
    (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{ subscription: unknown }>()
      .subscription;

  it('lists a paid plan as renewing, with its end date, and mails a receipt once', async () => {
    const { cookie, email } = await account();
    const orderId = await buy(cookie, 'sub-pro');
    const { plans: list, billingPortal } = await plans(cookie);
    expect(billingPortal).toBe(false);
    expect(list).toHaveLength(1);
    const plan = list[0]!;
    expect(plan).toMatchObject({
      _id: orderId,
      productId: 'sub-pro',
      kind: 'subscription',
      tier: true,
      provider: 'sandbox',
      state: 'renewing',
      cancelledOn: null,
      managedBy: 'here',
    });
    const days = (Date.parse(plan.periodEnd) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
    const [receipt] = await waitForMails(email, /^Your receipt for Pro$/);
    expect(receipt?.text).toContain(orderId);
    expect(receipt?.text).toContain('$10 (test payment: no money was taken)');
    expect(receipt?.text).toContain('no refund for unused time');
    // Only monthly plans are plans: a credit pack is not listed.
    await buy(cookie, 'credits-small');
    expect((await plans(cookie)).plans).toHaveLength(1);
  });

  it('lets only the owner cancel or resume, and answers bad input with the field', async () => {
    const owner = await account();
    const stranger = await account();
    const orderId = await buy(owner.cookie, 'sub-premium');
    for (const action of ['cancel', 'resume']) {
      const url = `/api/payments/subscriptions/${orderId}/${action}`;
      expect((await post(url)).statusCode).toBe(401);
      const theirs = await post(url, stranger.cookie);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    // An admin is not the buyer either.
    const admin = await accountFor(h, 'admin@example.com');
    expect((await post(`/api/payments/subscriptions/${orderId}/cancel`, admin.cookie)).statusCode).toBe(404);
    expect((await plans(stranger.cookie)).plans).toEqual([]);
    expect((await h.app.inject({ url: '/api/payments/subscriptions' })).statusCode).toBe(401);

    const blank = await post('/api/payments/subscriptions/%20/cancel', owner.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: { details: [{ field: expect.stringContaining('id') }] } });
    expect((await post('/api/payments/subscriptions/no-such-order/cancel', owner.cookie)).statusCode).toBe(
      404,
    );
    // A credit pack's order is no plan.
    const pack = await buy(owner.cookie, 'credits-small');
    expect((await post(`/api/payments/subscriptions/${pack}/cancel`, owner.cookie)).statusCode).toBe(404);
    // Still renewing: nobody else changed it.
    expect((await plans(owner.cookie)).plans[0]).toMatchObject({ _id: orderId, state: 'renewing' });
  });

  it('cancels at the end of the period: access until then, no renewal, no reminder', async () => {
    const { cookie, email } = await account();
    const orderId = await buy(cookie, 'sub-premium');
    const res = await post(`/api/payments/subscriptions/${orderId}/cancel`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json<PlanEntry>();
    expect(cancelled).toMatchObject({ _id: orderId, state: 'ending', cancelledOn: expect.any(String) });
    // Cancelling twice changes nothing.
    expect((await post(`/api/payments/subscriptions/${orderId}/cancel`, cookie)).json()).toEqual(cancelled);
    expect(await tierOf(cookie)).toBe('premium');

    const end = Date.parse(cancelled.periodEnd);
    // (Sweeps see every test's plans: what is checked is this plan.)
    const plansService = h.ctx.services.paymentPlans;
    for (const at of [end - 2 * DAY, end - 60_000, end + 60_000]) await plansService.sweep(new Date(at));
    expect((await plans(cookie)).plans[0]).toMatchObject({ state: 'ending', periodEnd: cancelled.periodEnd });
    expect((await mails(email)).some((m) => /renews on/.test(m.subject))).toBe(false);
    // Once the period is over the tier goes with it.
    await h.ctx.services.subscriptions.sweep(new Date(end + 60_000));
    expect(await tierOf(cookie)).toBe('');
  });

  it('renews a sandbox plan at its end, after one reminder, with a renewal receipt', async () => {
    const { cookie, email } = await account();
    const orderId = await buy(cookie, 'sub-pro');
    // Cancelled, then taken back: it renews again.
    await post(`/api/payments/subscriptions/${orderId}/cancel`, cookie);
    const resumed = (await post(`/api/payments/subscriptions/${orderId}/resume`, cookie)).json<PlanEntry>();
    expect(resumed).toMatchObject({ state: 'renewing', cancelledOn: null });
    const end = Date.parse(resumed.periodEnd);
    const plansService = h.ctx.services.paymentPlans;

    await plansService.sweep(new Date(end - 4 * DAY));
    expect((await mails(email)).some((m) => /renews on/.test(m.subject))).toBe(false);
    for (const at of [end - 2 * DAY, end - DAY]) await plansService.sweep(new Date(at));
    const [reminder] = await waitForMails(email, /^Your Pro plan renews on /);
    expect(reminder?.text).toContain('cancel it on your account page');

    // Two sweeps at once (two workers) renew it once, and count one purchase for the analytics.
    const logged = vi.spyOn(h.ctx.logger, 'info');
    await Promise.all([
      plansService.sweep(new Date(end - 5 * 60_000)),
      plansService.sweep(new Date(end - 4 * 60_000)),
    ]);
    await plansService.sweep(new Date(end - 60_000));
    const renewed = (await plans(cookie)).plans[0]!;
    const added = (Date.parse(renewed.periodEnd) - end) / DAY;
    expect(added).toBeGreaterThanOrEqual(28);
    expect(added).toBeLessThanOrEqual(31);
    expect(renewed.state).toBe('renewing');
    const purchases = logged.mock.calls
      .map(([fields]) => fields as unknown as { analytics?: string; props?: Record<string, unknown> })
      .filter((fields) => fields?.analytics === 'purchase');
    logged.mockRestore();
    expect(purchases).toEqual([
      expect.objectContaining({ props: expect.objectContaining({ product: 'sub-pro', renewal: true }) }),
    ]);
    await waitForMails(email, /^Your Pro plan renewed$/);
    // After the old period the renewal carries the tier on.
    await h.ctx.services.subscriptions.sweep(new Date(end + 60_000));
    expect(await tierOf(cookie)).toBe(true);
    const all = await mails(email);
    expect(all.filter((m) => /^Your receipt/.test(m.subject))).toHaveLength(1);
    expect(all.filter((m) => /^Your Pro plan renews on/.test(m.subject))).toHaveLength(1);
    expect(all.filter((m) => /^Your Pro plan renewed$/.test(m.subject))).toHaveLength(1);
  });

  it('sends app-store plans to the store, and has no billing portal without Stripe', async () => {
    const { cookie } = await account();
    const token = (
      await post('/api/payments/sandbox/store-token', cookie, {
        store: 'android',
        productId: 'music_premium',
      })
    ).json<{ token: string }>().token;
    const bought = await post('/api/user/android-transaction', cookie, {
      productId: 'music_premium',
      purchase: token,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const [plan] = (await plans(cookie)).plans;
    expect(plan).toMatchObject({ kind: 'musicpro', tier: null, provider: 'android', managedBy: 'store' });
    const res = await post(`/api/payments/subscriptions/${plan!._id}/cancel`, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'store_subscription' } });
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/Play Store/);

    const portal = await post('/api/payments/portal', cookie);
    expect(portal.statusCode).toBe(409);
    expect(portal.json()).toMatchObject({ error: { code: 'no_billing_account' } });
    expect((await post('/api/payments/portal')).statusCode).toBe(401);
  });

  it('lets a guest see no plans and change none', async () => {
    const guest = cookieOf(await post('/api/auth/guest'));
    expect((await plans(guest)).plans).toEqual([]);
    expect((await post('/api/payments/subscriptions/whatever/cancel', guest)).statusCode).toBe(404);
  });
});
