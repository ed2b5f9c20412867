import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../platform/http/auth-guard';
import { startHarness, type Harness } from '../../testing/harness';
import { createPaymentsModule } from './payments.module';
import type { GiftsPort, SubscriptionsPort } from './payments.port';

/**
 * The fulfilment's guarantees with collaborators the container does not wire yet (gift cards) or that
 * fail on purpose: the module built on the harness's real database, users and credits ledger.
 */
describe('payments fulfilment', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  const gifts = { paid: [] as unknown[], checked: [] as unknown[] };
  const giftsPort: GiftsPort = {
    checkPayable: async (input) => {
      gifts.checked.push(input);
      if (input.giftCardId === 'someone-elses')
        throw Object.assign(new Error('not yours'), { statusCode: 404 });
    },
    onGiftPaid: async (input) => {
      gifts.paid.push(input);
    },
  };
  let failActivations = 0;
  const activations: unknown[] = [];
  const build = () =>
    createPaymentsModule({
      db: h.ctx.db,
      users: h.ctx.services.users,
      credits: h.ctx.services.credits,
      logger: h.ctx.logger,
      publicUrl: 'http://localhost',
      secret: 's'.repeat(32),
      settings: { sandbox: true, stripe: null, googlePlay: null, appStore: null },
      subscriptions: {
        activate: async (input) => {
          if (failActivations > 0) {
            failActivations--;
            throw new Error('subscriptions are down');
          }
          activations.push(input);
          return h.ctx.services.subscriptions.activate(input);
        },
        activateMusicPro: (input) => h.ctx.services.subscriptions.activateMusicPro(input),
      } satisfies SubscriptionsPort,
      gifts: giftsPort,
      sessionChanged: () => {},
      mail: null,
    }).services;

  let n = 0;
  const caller = async (): Promise<Caller> => {
    const user = await h.ctx.services.users.findOrCreateByEmail(`f${++n}@example.com`);
    return { userId: user.id, sessionId: `session-${n}`, email: user.email, isGuest: false, isAdmin: false };
  };
  const formToken = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';

  it('pays a gift card once: onGiftPaid with the card, the order and the amount', async () => {
    const s = build();
    const buyer = await caller();
    const { orderId } = await s.payments.checkout(buyer, { productId: 'gift-1month', giftCardId: 'card-1' });
    expect(gifts.checked).toContainEqual({
      giftCardId: 'card-1',
      userId: buyer.userId,
      productId: 'gift-1month',
    });
    const token = formToken(await s.paymentsSandbox!.page(buyer, orderId));
    await Promise.allSettled(
      Array.from({ length: 20 }, () => s.paymentsSandbox!.complete(buyer, orderId, token)),
    );
    expect(gifts.paid).toEqual([{ giftCardId: 'card-1', orderId, amountCents: 2000, userId: buyer.userId }]);
    expect(await s.payments.order(buyer, orderId)).toMatchObject({
      status: 'paid',
      fulfilled: true,
      kind: 'gift',
    });
  });

  it('needs the gift card, and one the gift-card module accepts', async () => {
    const s = build();
    const buyer = await caller();
    await expect(s.payments.checkout(buyer, { productId: 'gift-1week' })).rejects.toMatchObject({
      statusCode: 400,
      details: [{ field: 'giftCardId' }],
    });
    await expect(
      s.payments.checkout(buyer, { productId: 'gift-1week', giftCardId: 'someone-elses' }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('gives the claim back when an effect fails, so the next delivery delivers', async () => {
    const s = build();
    const buyer = await caller();
    const { orderId } = await s.payments.checkout(buyer, { productId: 'sub-pro' });
    const token = formToken(await s.paymentsSandbox!.page(buyer, orderId));
    failActivations = 1;
    await expect(s.paymentsSandbox!.complete(buyer, orderId, token)).rejects.toThrow(
      'subscriptions are down',
    );
    expect(await s.payments.order(buyer, orderId)).toMatchObject({ status: 'open', fulfilled: false });

    await s.paymentsSandbox!.complete(buyer, orderId, token);
    expect(await s.payments.order(buyer, orderId)).toMatchObject({ status: 'paid', fulfilled: true });
    expect(activations.filter((a) => (a as { externalId: string }).externalId === orderId)).toHaveLength(1);
    expect((await h.ctx.services.users.require(buyer.userId)).subscription).toBe('true');
  });

  it('finishes an order whose delivery died half-way, once, on the next delivery', async () => {
    const s = build();
    const buyer = await caller();
    const { orderId } = await s.payments.checkout(buyer, { productId: 'credits-small' });
    // As if a process claimed the order two minutes ago and was killed before delivering.
    await h.ctx.db
      .updateTable('orders')
      .set({ status: 'paid', paidOn: new Date(Date.now() - 120_000).toISOString() })
      .where('id', '=', orderId)
      .execute();
    const event = {
      type: 'order.paid' as const,
      provider: 'sandbox' as const,
      eventId: `redelivery-${orderId}`,
      orderId,
      providerRef: orderId,
    };
    const outcomes = await Promise.all([s.payments.handleEvent(event), s.payments.handleEvent(event)]);
    expect(outcomes).toContain('fulfilled');
    expect(await h.ctx.services.credits.balance(buyer.userId)).toEqual({
      credits: 100,
      subscriptionCredits: 0,
    });
    expect(await s.payments.order(buyer, orderId)).toMatchObject({ status: 'paid', fulfilled: true });
    expect(await s.payments.handleEvent({ ...event, eventId: 'later' })).toBe('already');
  });

  it('ignores events for unknown orders or from another provider', async () => {
    const s = build();
    const buyer = await caller();
    const { orderId } = await s.payments.checkout(buyer, { productId: 'credits-small' });
    const base = { type: 'order.paid' as const, eventId: `x-${orderId}`, orderId, providerRef: orderId };
    expect(await s.payments.handleEvent({ ...base, provider: 'stripe' })).toBe('ignored');
    expect(
      await s.payments.handleEvent({ ...base, provider: 'sandbox', orderId: 'nope', eventId: 'y' }),
    ).toBe('ignored');
    expect((await h.ctx.services.credits.balance(buyer.userId)).credits).toBe(0);
  });
});
