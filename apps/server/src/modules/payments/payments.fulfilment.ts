import type { PaymentProvider } from '@muse/contracts';
import { findProduct, isOncePerAccount, type Product } from '@muse/domain';
import type { AnalyticsSink } from '../../platform/analytics';
import type { Logger } from '../../platform/logging/logger';
import { serviceUnavailable } from '../../platform/http/errors';
import { nowIso } from '../../shared/ids';
import type { CreditsService } from '../credits';
import type { PaymentMails } from './payments.mail';
import type { EventOutcome, GiftsPort, PaymentEvent, SubscriptionsPort } from './payments.port';
import {
  PURCHASE_REASON_PREFIX,
  metaOf,
  type OrderRow,
  type PaymentsRepository,
} from './payments.repository';

/** A paid order whose effects did not finish this long after it was claimed is retried by a redelivery. */
const STUCK_AFTER_MS = 60_000;

export interface FulfilmentDeps {
  repo: PaymentsRepository;
  credits: Pick<CreditsService, 'grant' | 'balance'>;
  subscriptions: SubscriptionsPort | null;
  gifts: GiftsPort | null;
  /** tells the user's open pages to refresh the session (credits, tier) */
  sessionChanged(userId: string, balances: { credits: number; subscriptionCredits: number }): void;
  /** receipts; null: no mail (a test's module) */
  mails: Pick<PaymentMails, 'receipt'> | null;
  logger: Logger;
  /** product analytics: a purchase was delivered */
  analytics?: Pick<AnalyticsSink, 'capture'>;
}

/** Plans that renew on this site's side: the sandbox sweep, or Stripe's subscription. */
const RENEWS_HERE = new Set(['sandbox', 'stripe']);

/**
 * The one place a payment turns into what was bought. Every provider (the sandbox page, Stripe's webhook,
 * the app stores) hands its news over as a PaymentEvent to `handleEvent`.
 *
 * Exactly once: an order goes open → paid in one conditional UPDATE, and only the caller that made that
 * change delivers. Each effect is idempotent on its own too (ledger key `order:<id>`, subscription
 * externalId = order id), so a delivery retried after a crash cannot pay twice. If an effect fails, the
 * claim is given back and the error goes to the provider, which delivers the event again.
 */
export class PaymentsFulfilment {
  constructor(private readonly deps: FulfilmentDeps) {}

  async handleEvent(event: PaymentEvent): Promise<EventOutcome> {
    const { repo } = this.deps;
    if (await repo.eventSeen(event.provider, event.eventId)) return 'already';
    const { outcome, settled } = await this.dispatch(event);
    // Only a settled event is remembered: one that lost a race to a delivery still running must be able
    // to come back if that delivery fails.
    if (settled) await repo.recordEvent(event.provider, event.eventId);
    return outcome;
  }

  private async dispatch(event: PaymentEvent): Promise<{ outcome: EventOutcome; settled: boolean }> {
    const order = await this.deps.repo.findOrder(event.orderId);
    if (!order || order.provider !== event.provider) {
      this.deps.logger.warn(
        { event: event.type, orderId: event.orderId },
        'payment event for an unknown order',
      );
      return { outcome: 'ignored', settled: true };
    }
    switch (event.type) {
      case 'order.paid':
        if (order.providerRef !== event.providerRef) {
          this.deps.logger.warn({ orderId: order.id }, 'payment event for another checkout of the order');
          return { outcome: 'ignored', settled: true };
        }
        if (event.amountCents !== undefined && event.amountCents < order.priceCents) {
          this.deps.logger.error(
            { orderId: order.id, paid: event.amountCents, price: order.priceCents },
            'payment smaller than the order: not delivered',
          );
          await this.deps.repo.closeOpen(order.id, 'failed');
          return { outcome: 'ignored', settled: true };
        }
        if (event.subscriptionRef) {
          await this.deps.repo.setMeta(order.id, {
            ...metaOf(order),
            subscriptionRef: event.subscriptionRef,
          });
        }
        return this.paid(order);
      case 'order.failed':
      case 'order.cancelled':
        await this.deps.repo.closeOpen(order.id, event.type === 'order.failed' ? 'failed' : 'cancelled');
        return { outcome: 'fulfilled', settled: true };
      case 'subscription.renewed':
        return { outcome: await this.renewed(order, event.renewalRef), settled: true };
      case 'subscription.ended':
        // Cancelling ends renewals: the subscription runs to the end of the period already paid for (no
        // refund), so nothing is taken away here.
        await this.deps.repo.setMeta(order.id, { ...metaOf(order), subscriptionEndedOn: nowIso() });
        await this.deps.repo.setRenews(order.id, false);
        return { outcome: 'fulfilled', settled: true };
      case 'subscription.renewal':
        if (order.status !== 'paid' || metaOf(order).subscriptionEndedOn)
          return { outcome: 'ignored', settled: true };
        await this.deps.repo.setRenews(order.id, event.renews);
        return { outcome: 'fulfilled', settled: true };
    }
  }

  private purchased(order: OrderRow, extra: { renewal?: boolean } = {}): void {
    this.deps.analytics?.capture(
      {
        name: 'purchase',
        props: {
          product: order.productId,
          kind: order.kind,
          priceCents: order.priceCents,
          provider: order.provider,
          renewal: extra.renewal === true,
        },
      },
      order.userId,
    );
  }

  private async paid(order: OrderRow): Promise<{ outcome: EventOutcome; settled: boolean }> {
    const { repo } = this.deps;
    if (order.status === 'paid') {
      if (order.fulfilledOn) return { outcome: 'already', settled: true };
      // Claimed earlier but never finished (the process died mid-way): deliver again, idempotently.
      const claimedAt = Date.parse(order.paidOn ?? '') || 0;
      if (Date.now() - claimedAt < STUCK_AFTER_MS) return { outcome: 'already', settled: false };
      if (!(await this.redeemPromo(order))) return { outcome: 'ignored', settled: true };
      await this.delivered(order, await this.deliver(order));
      return { outcome: 'fulfilled', settled: true };
    }
    if (!(await repo.markPaid(order.id))) return { outcome: 'already', settled: false };
    if (!(await this.redeemPromo(order))) return { outcome: 'ignored', settled: true };
    let periodEnd: string | null;
    try {
      periodEnd = await this.deliver(order);
    } catch (err) {
      await repo.releasePromo(order.id);
      await repo.unmarkPaid(order.id, order.status);
      throw err;
    }
    await this.delivered(order, periodEnd);
    return { outcome: 'fulfilled', settled: true };
  }

  /**
   * After the effects: a monthly plan remembers the period it paid for and whether it renews, the order is
   * fulfilled, the user's pages refresh and the receipt goes out (once, keyed by the order).
   */
  private async delivered(order: OrderRow, periodEnd: string | null): Promise<void> {
    const { repo } = this.deps;
    const renews = periodEnd !== null && RENEWS_HERE.has(order.provider);
    if (periodEnd) await repo.startPlan(order.id, periodEnd, renews);
    await repo.markFulfilled(order.id);
    this.purchased(order);
    await this.announce(order.userId);
    await this.mailReceipt(
      { ...order, renews: renews ? 1 : 0 },
      order.id,
      false,
      order.priceCents,
      periodEnd,
    );
  }

  /** A receipt that cannot be queued is logged, never a reason to undo a payment. */
  private async mailReceipt(
    order: OrderRow,
    key: string,
    renewal: boolean,
    amountCents: number,
    periodEnd: string | null,
  ): Promise<void> {
    try {
      await this.deps.mails?.receipt(order, { key, renewal, amountCents, periodEnd });
    } catch (err) {
      this.deps.logger.error({ err, orderId: order.id }, 'receipt not queued');
    }
  }

  /**
   * Records the order's once-per-account promo code, after the order was claimed and before anything is
   * delivered. Checkouts refuse a code already redeemed, but two checkouts opened before either was paid
   * both carry the discount: the first paid wins, and the other is not delivered (the order fails). For
   * the sandbox nothing was charged; a real provider's payment is logged for the operator to refund.
   */
  private async redeemPromo(order: OrderRow): Promise<boolean> {
    const code = order.promoCode;
    if (!code || !isOncePerAccount(code)) return true;
    const { repo } = this.deps;
    if (await repo.redeemPromo({ userId: order.userId, code, orderId: order.id })) return true;
    // Re-read: the event may just have added to the meta (the provider's subscription).
    const current = (await repo.findOrder(order.id)) ?? order;
    await repo.failClaimed(order.id, { ...metaOf(current), promoRefused: true });
    const fields = { orderId: order.id, provider: order.provider, code, paidCents: order.priceCents };
    const why = 'promo code already redeemed by another order of the account: not delivered';
    if (order.provider === 'sandbox') this.deps.logger.warn(fields, why);
    else this.deps.logger.error(fields, `${why}; refund this payment`);
    return false;
  }

  /**
   * What each kind of product gives. Keys and externalIds name the order, so a repeat changes nothing.
   * Answers the end of the period a monthly plan paid for (null for anything else).
   */
  private async deliver(order: OrderRow): Promise<string | null> {
    const product = productOf(order);
    const op = { reason: `${PURCHASE_REASON_PREFIX}:${product.id}`, idempotencyKey: `order:${order.id}` };
    const type = providerOf(order);
    switch (product.kind) {
      case 'credits':
        await this.deps.credits.grant(order.userId, product.count, op);
        return null;
      case 'subscription': {
        const paid = await this.subscriptions().activate({
          userId: order.userId,
          tier: product.tier,
          period: product.period,
          type,
          externalId: order.id,
        });
        return paid.currentPeriodEnd;
      }
      case 'offer':
        await this.subscriptions().activate({
          userId: order.userId,
          tier: product.tier,
          period: product.period,
          type,
          externalId: order.id,
        });
        await this.deps.credits.grant(order.userId, product.credits, op);
        return null;
      case 'musicpro': {
        const paid = await this.subscriptions().activateMusicPro({
          userId: order.userId,
          period: product.period,
          type,
          externalId: order.id,
        });
        return paid.currentPeriodEnd;
      }
      case 'gift': {
        const giftCardId = metaOf(order).giftCardId;
        if (!giftCardId) throw new Error(`gift order ${order.id} has no gift card`);
        await this.gifts().onGiftPaid({
          giftCardId,
          orderId: order.id,
          amountCents: order.priceCents,
          userId: order.userId,
        });
        return null;
      }
    }
  }

  /** A monthly renewal: the subscription runs one more period; the renewal's own id keeps it once. */
  private async renewed(order: OrderRow, renewalRef: string): Promise<EventOutcome> {
    if (order.status !== 'paid') return 'ignored';
    const product = productOf(order);
    let paid;
    if (product.kind === 'subscription') {
      paid = await this.subscriptions().activate({
        userId: order.userId,
        tier: product.tier,
        period: product.period,
        type: providerOf(order),
        externalId: renewalRef,
      });
    } else if (product.kind === 'musicpro') {
      paid = await this.subscriptions().activateMusicPro({
        userId: order.userId,
        period: product.period,
        type: providerOf(order),
        externalId: renewalRef,
      });
    } else {
      return 'ignored';
    }
    const extended = await this.deps.repo.extendPlan(order.id, paid.currentPeriodEnd);
    await this.announce(order.userId);
    const now = (await this.deps.repo.findOrder(order.id)) ?? order;
    // A renewal is a purchase too; a replayed or concurrent event (its end already moved) is not counted again.
    if (extended) this.purchased(now, { renewal: true });
    await this.mailReceipt(now, renewalRef, true, product.priceCents, now.periodEnd);
    return 'fulfilled';
  }

  private async announce(userId: string): Promise<void> {
    this.deps.sessionChanged(userId, await this.deps.credits.balance(userId));
  }

  private subscriptions(): SubscriptionsPort {
    if (!this.deps.subscriptions)
      throw serviceUnavailable('subscriptions_unavailable', 'Subscriptions are not available.');
    return this.deps.subscriptions;
  }

  private gifts(): GiftsPort {
    if (!this.deps.gifts) throw serviceUnavailable('gifts_unavailable', 'Gift cards are not available.');
    return this.deps.gifts;
  }
}

function providerOf(order: Pick<OrderRow, 'provider'>): PaymentProvider {
  return order.provider as PaymentProvider;
}

export function productOf(order: Pick<OrderRow, 'productId' | 'id'>): Product {
  const product = findProduct(order.productId);
  if (!product) throw new Error(`order ${order.id} names an unknown product ${order.productId}`);
  return product;
}
