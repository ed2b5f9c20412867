import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Period } from '@muse/domain';
import { badRequest } from '../../platform/http/errors';
import type { CheckoutOrder, CheckoutSession, PaymentEvent, PaymentsGateway } from './payments.port';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** another API address (stripe-mock, a test server); default Stripe's */
  apiUrl?: string;
}

/**
 * Stripe Checkout. Credit packs, the 7-day offer and gift cards are one payment ('payment' mode);
 * subscriptions and Music Pro renew monthly ('subscription' mode). Prices are sent inline (price_data) from
 * @muse/domain, so nothing has to be set up in the Stripe dashboard but the webhook endpoint. The order id
 * travels in the session's metadata (and the subscription's, for renewals); client_reference_id is the user.
 */
/**
 * The Stripe SDK, loaded when a gateway is made (only where Stripe is configured) rather than at every
 * server start: its ESM entry is 218 modules.
 */
let stripeSdk: typeof Stripe | undefined;
const loadStripe = () => (stripeSdk ??= createRequire(import.meta.url)('stripe') as typeof Stripe);

export class StripeGateway implements PaymentsGateway {
  readonly provider = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    const StripeSdk = loadStripe();
    this.stripe = new StripeSdk(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async createCheckout(order: CheckoutOrder): Promise<CheckoutSession> {
    const { product } = order;
    const recurring = product.kind === 'subscription' || product.kind === 'musicpro';
    const metadata = { orderId: order.id, productId: product.id };
    // A promo code on a subscription takes money off the first month only: a one-time coupon of the
    // discount. One-off payments simply cost the discounted price.
    const coupon =
      recurring && order.promo
        ? await this.stripe.coupons.create(
            {
              amount_off: order.promo.discountCents,
              currency: 'usd',
              duration: 'once',
              max_redemptions: 1,
              name: order.promo.code,
            },
            { idempotencyKey: `muse-coupon-${order.id}` },
          )
        : null;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: recurring ? 'subscription' : 'payment',
        client_reference_id: order.userId,
        customer_email: order.email,
        metadata,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: recurring ? product.priceCents : order.priceCents,
              product_data: { name: product.title, metadata: { productId: product.id } },
              ...(recurring ? { recurring: stripeInterval(product.period) } : {}),
            },
          },
        ],
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        ...(recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
        success_url: order.successUrl,
        cancel_url: order.cancelUrl,
      },
      // Stripe replays the same session for a retried request instead of opening a second one.
      { idempotencyKey: `muse-checkout-${order.id}` },
    );
    if (!session.url) throw new Error('Stripe opened a checkout session without a URL');
    return { ref: session.id, url: session.url };
  }

  /**
   * Cancels a subscription now, so it never renews (an account being deleted). One that is already gone or
   * ended counts as cancelled: Stripe refuses to cancel those with an invalid-request error.
   */
  async cancelSubscription(ref: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(ref, {}, { idempotencyKey: `muse-cancel-${ref}` });
    } catch (err) {
      if (!(err instanceof loadStripe().errors.StripeInvalidRequestError)) throw err;
      if (err.code === 'resource_missing') return;
      const sub = await this.stripe.subscriptions.retrieve(ref);
      if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') throw err;
    }
  }

  /** Sets a subscription to end at its period's end (cancel) or to renew again (resume). */
  async setCancelAtPeriodEnd(ref: string, cancel: boolean): Promise<void> {
    await this.stripe.subscriptions.update(ref, { cancel_at_period_end: cancel });
  }

  /** A customer portal session for the customer of a subscription, returning to `returnUrl`. */
  async portalUrl(subscriptionRef: string, returnUrl: string): Promise<string> {
    const sub = await this.stripe.subscriptions.retrieve(subscriptionRef);
    const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
    const session = await this.stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
    return session.url;
  }

  /** Closes an open checkout so it can no longer be paid; one already closed or gone is left as it is. */
  async expireCheckout(ref: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(ref);
    } catch (err) {
      if (!(err instanceof loadStripe().errors.StripeInvalidRequestError)) throw err;
    }
  }

  /**
   * Verifies a webhook's signature against the raw body (400 when it does not match: nothing happens) and
   * says what the event means for us; null for events we do not act on.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null {
    if (!signature) throw badRequest('bad_signature', 'The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw badRequest('bad_signature', 'The webhook signature does not match.');
    }
    return translate(event);
  }
}

/** Stripe's event in the module's words. */
export function translate(event: Stripe.Event): PaymentEvent | null {
  const base = { provider: 'stripe' as const, eventId: event.id };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const s = event.data.object;
      const orderId = s.metadata?.orderId;
      // A delayed payment method completes the session unpaid: async_payment_succeeded follows.
      if (!orderId || s.payment_status === 'unpaid') return null;
      return {
        ...base,
        type: 'order.paid',
        orderId,
        providerRef: s.id,
        amountCents: s.amount_total ?? undefined,
        subscriptionRef: refOf(s.subscription),
      };
    }
    case 'checkout.session.async_payment_failed': {
      const s = event.data.object;
      return s.metadata?.orderId
        ? { ...base, type: 'order.failed', orderId: s.metadata.orderId, providerRef: s.id }
        : null;
    }
    case 'checkout.session.expired': {
      const s = event.data.object;
      return s.metadata?.orderId
        ? { ...base, type: 'order.cancelled', orderId: s.metadata.orderId, providerRef: s.id }
        : null;
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      // The first invoice is the checkout's own payment; only the monthly cycles are renewals.
      if (invoice.billing_reason !== 'subscription_cycle' || !invoice.id) return null;
      const orderId = invoice.parent?.subscription_details?.metadata?.orderId;
      return orderId ? { ...base, type: 'subscription.renewed', orderId, renewalRef: invoice.id } : null;
    }
    case 'customer.subscription.updated': {
      // Set to end (or to renew again) in the customer portal, or by our own cancel.
      const sub = event.data.object;
      const orderId = sub.metadata?.orderId;
      if (!orderId || sub.status === 'canceled') return null;
      const renews = !sub.cancel_at_period_end && !sub.cancel_at;
      return { ...base, type: 'subscription.renewal', orderId, renews };
    }
    case 'customer.subscription.deleted': {
      const orderId = event.data.object.metadata?.orderId;
      return orderId ? { ...base, type: 'subscription.ended', orderId } : null;
    }
    default:
      return null;
  }
}

function refOf(value: string | { id: string } | null): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

function stripeInterval(period: Period): { interval: 'day' | 'month'; interval_count: number } {
  return 'days' in period
    ? { interval: 'day', interval_count: period.days }
    : { interval: 'month', interval_count: period.months };
}
