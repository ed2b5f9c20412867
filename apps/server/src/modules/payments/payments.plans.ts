import type { PlanEntry, PlansReply, PortalReply } from '@muse/contracts';
import { RENEWAL_REMINDER_DAYS, reminderDue, renewalDue } from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, conflict } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import { nowIso } from '../../shared/ids';
import type { PaymentsFulfilment } from './payments.fulfilment';
import type { PaymentMails } from './payments.mail';
import { presentPlan } from './payments.plans.presenter';
import { assertManagedHere, assertOwnsPlan } from './payments.policy';
import { metaOf, type OrderRow, type PaymentsRepository } from './payments.repository';
import type { StripeGateway } from './payments.stripe';

/** The sandbox renews a plan in the last sweep before its end (the sweep runs every 10 minutes). */
export const RENEW_AHEAD_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PlansDeps {
  repo: PaymentsRepository;
  fulfilment: Pick<PaymentsFulfilment, 'handleEvent'>;
  /** null unless Stripe is configured */
  stripe: Pick<StripeGateway, 'setCancelAtPeriodEnd' | 'portalUrl'> | null;
  mails: Pick<PaymentMails, 'reminder'> | null;
  publicUrl: string;
  logger: Logger;
}

export interface RenewalsReport {
  reminded: number;
  renewed: number;
  failures: number;
}

const providerDown = () =>
  new HttpError(
    502,
    'payment_provider_unavailable',
    "The payment provider couldn't be reached, so nothing changed. Try again in a minute.",
  );

/**
 * Renewing plans: the owner lists them, sets one not to renew (cancel: access to the end of the period
 * paid for, no refund) or to renew again, and opens Stripe's customer portal; the renewals sweep mails
 * reminders and renews sandbox plans through the same `subscription.renewed` event Stripe's invoices give.
 */
export class PaymentPlans {
  constructor(private readonly deps: PlansDeps) {}

  async list(caller: Caller): Promise<PlansReply> {
    const now = new Date();
    const rows = await this.deps.repo.plansOf(caller.userId);
    return { plans: rows.map((r) => presentPlan(r, now)), billingPortal: this.deps.stripe !== null };
  }

  /** Sets the plan not to renew; it runs to its end date. Cancelling twice changes nothing. */
  async cancel(caller: Caller, orderId: string): Promise<PlanEntry> {
    const order = await this.ownPlan(caller, orderId);
    if (order.renews === 1 && Date.parse(order.periodEnd ?? '') > Date.now()) {
      await this.atProvider(order, true);
      await this.deps.repo.setRenews(order.id, false, nowIso());
    }
    return this.present(order.id);
  }

  /** Takes a cancellation back while the period still runs (a plan the provider ended cannot be). */
  async resume(caller: Caller, orderId: string): Promise<PlanEntry> {
    const order = await this.ownPlan(caller, orderId);
    if (order.renews === 0) {
      if (Date.parse(order.periodEnd ?? '') <= Date.now() || metaOf(order).subscriptionEndedOn)
        throw conflict('subscription_ended', 'This subscription has ended. Subscribe again to get it back.');
      await this.atProvider(order, false);
      await this.deps.repo.setRenews(order.id, true, null);
    }
    return this.present(order.id);
  }

  /** A Stripe customer portal session (payment methods, invoices, plans) for the caller's card plans. */
  async portal(caller: Caller): Promise<PortalReply> {
    const { stripe } = this.deps;
    const order = stripe
      ? (await this.deps.repo.plansOf(caller.userId)).find(
          (o) => o.provider === 'stripe' && metaOf(o).subscriptionRef,
        )
      : undefined;
    if (!stripe || !order)
      throw conflict('no_billing_account', 'You have no card subscription to manage here.');
    try {
      const url = await stripe.portalUrl(
        metaOf(order).subscriptionRef ?? '',
        `${this.deps.publicUrl}/account`,
      );
      return { url };
    } catch (err) {
      this.deps.logger.error({ err, orderId: order.id }, 'Stripe did not open a customer portal');
      throw providerDown();
    }
  }

  /**
   * The renewals sweep (job payments.renewals, every 10 minutes; tests pass `now`): a reminder before each
   * renewal that will happen (once a period), and the sandbox's renewals. Each step is idempotent.
   */
  async sweep(now: Date = new Date()): Promise<RenewalsReport> {
    const report: RenewalsReport = { reminded: 0, renewed: 0, failures: 0 };
    const soon = new Date(now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS).toISOString();
    for (const order of await this.deps.repo.renewingBefore(soon)) {
      const plan = { renews: true, periodEnd: order.periodEnd ?? '', remindedFor: order.remindedFor };
      if (!reminderDue(plan, now)) continue;
      await this.step(report, order, async () => {
        if (!(await this.deps.repo.markReminded(order.id, plan.periodEnd))) return;
        await this.deps.mails?.reminder(order, plan.periodEnd);
        report.reminded++;
      });
    }
    const ahead = new Date(now.getTime() + RENEW_AHEAD_MS).toISOString();
    for (const order of await this.deps.repo.renewingBefore(ahead, 'sandbox')) {
      const periodEnd = order.periodEnd ?? '';
      if (!renewalDue({ renews: true, periodEnd }, now, RENEW_AHEAD_MS)) continue;
      await this.step(report, order, async () => {
        const outcome = await this.deps.fulfilment.handleEvent({
          type: 'subscription.renewed',
          provider: 'sandbox',
          eventId: `sandbox:renewal:${order.id}:${periodEnd}`,
          orderId: order.id,
          renewalRef: `${order.id}-renewal-${periodEnd}`,
        });
        if (outcome === 'fulfilled') report.renewed++;
      });
    }
    return report;
  }

  private async step(report: RenewalsReport, order: OrderRow, run: () => Promise<void>) {
    try {
      await run();
    } catch (err) {
      report.failures++;
      this.deps.logger.error({ err, orderId: order.id }, 'renewals sweep step failed');
    }
  }

  private async ownPlan(caller: Caller, orderId: string): Promise<OrderRow> {
    const order = await this.deps.repo.findOrder(orderId);
    assertOwnsPlan(caller, order);
    assertManagedHere(order);
    return order;
  }

  /** Stripe's subscription learns first; the sandbox has nothing to tell. */
  private async atProvider(order: OrderRow, cancel: boolean): Promise<void> {
    if (order.provider !== 'stripe') return;
    const ref = metaOf(order).subscriptionRef;
    if (!this.deps.stripe || !ref) throw providerDown();
    try {
      await this.deps.stripe.setCancelAtPeriodEnd(ref, cancel);
    } catch (err) {
      this.deps.logger.error({ err, orderId: order.id }, 'Stripe did not change the renewal');
      throw providerDown();
    }
  }

  private async present(orderId: string): Promise<PlanEntry> {
    const order = await this.deps.repo.findOrder(orderId);
    if (!order) throw new Error(`order ${orderId} vanished`);
    return presentPlan(order, new Date());
  }
}
