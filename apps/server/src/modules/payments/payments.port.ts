import type { PaymentProvider } from '@muse/contracts';
import type { Period, Product, ProductKind } from '@muse/domain';

/**
 * The payment ports. A gateway opens a checkout for an order and tells the module, through a PaymentEvent,
 * what happened to it; a receipt verifier turns an app-store purchase into a verified transaction. Every
 * adapter (sandbox, Stripe, Google Play, App Store) ends in the one fulfilment path.
 */

export interface CheckoutOrder {
  id: string;
  userId: string;
  email: string;
  product: Product;
  /** what the first payment costs, after the promo code */
  priceCents: number;
  /** the promo code's discount on the first payment, when there is one */
  promo: { code: string; discountCents: number } | null;
  /** absolute addresses to come back to */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** the provider's id of the checkout (unique per provider) */
  ref: string;
  /** where to send the buyer */
  url: string;
}

export interface PaymentsGateway {
  readonly provider: Extract<PaymentProvider, 'sandbox' | 'stripe'>;
  createCheckout(order: CheckoutOrder): Promise<CheckoutSession>;
}

/** What a provider told us, in the module's words. `eventId` is unique per provider: replays are no-ops. */
export type PaymentEvent =
  | {
      type: 'order.paid';
      provider: PaymentProvider;
      eventId: string;
      orderId: string;
      /** the checkout session or transaction the payment belongs to; must match the order's */
      providerRef: string;
      /** what the provider charged, when it says; less than the order's price is refused */
      amountCents?: number;
      /** the provider's subscription, for renewals and cancellation */
      subscriptionRef?: string;
    }
  | { type: 'order.failed'; provider: PaymentProvider; eventId: string; orderId: string; providerRef: string }
  /** the buyer left (sandbox Cancel) or the checkout expired */
  | {
      type: 'order.cancelled';
      provider: PaymentProvider;
      eventId: string;
      orderId: string;
      providerRef: string;
    }
  | {
      type: 'subscription.renewed';
      provider: PaymentProvider;
      eventId: string;
      orderId: string;
      /** the invoice (or store transaction) of this renewal: the subscription's externalId */
      renewalRef: string;
    }
  | { type: 'subscription.ended'; provider: PaymentProvider; eventId: string; orderId: string }
  /** the buyer set the plan to renew or not in the provider's own pages (Stripe's customer portal) */
  | {
      type: 'subscription.renewal';
      provider: PaymentProvider;
      eventId: string;
      orderId: string;
      renews: boolean;
    };

export type EventOutcome = 'fulfilled' | 'already' | 'ignored';

/** A verified app-store purchase. */
export interface VerifiedReceipt {
  store: 'android' | 'ios';
  /** the store's product id (productByStoreId finds ours) */
  storeProductId: string;
  /** the store's unique transaction: one order per transaction, so a receipt pays once */
  transactionRef: string;
  /** the user the purchase was made for, when the store says (the sandbox store always does) */
  userId?: string;
  /** the receipt says "test purchase, no money": kept in the order meta */
  test?: boolean;
}

export interface ReceiptVerifier {
  readonly store: 'android' | 'ios';
  /** 'sandbox' (our own test store) or the real store */
  readonly kind: 'sandbox' | 'store';
  /** Verifies a purchase with the store; throws HttpError 400/422 for a receipt that is not good. */
  verify(input: {
    userId: string;
    storeProductId: string;
    token: string;
    /** subscriptions and one-off purchases are different store APIs; credit packs are consumed */
    productKind: ProductKind;
  }): Promise<VerifiedReceipt>;
}

/** What an activation tells payments: the end of the period it paid for (after stacking). */
export interface PaidPeriod {
  currentPeriodEnd: string;
}

/**
 * What payments needs from the subscriptions module (its SubscriptionsService), taken as an interface so
 * payments imports none of its internals. `externalId` identifies the payment: activating twice with the
 * same one must change nothing.
 */
export interface SubscriptionsPort {
  activate(input: {
    userId: string;
    tier: 'true' | 'premium' | 'ultimate';
    period: Period;
    /** how it was paid: the payment provider */
    type: PaymentProvider;
    externalId: string;
  }): Promise<PaidPeriod>;
  activateMusicPro(input: {
    userId: string;
    period: Period;
    type: PaymentProvider;
    externalId: string;
  }): Promise<PaidPeriod>;
}

/** What payments needs from the gift-cards module. */
export interface GiftsPort {
  /** Refuses (HttpError) a card that does not exist, is someone else's, or is already paid. */
  checkPayable(input: { giftCardId: string; userId: string; productId: string }): Promise<void>;
  /** The card was paid: it gets its amount. Called once per order, but must tolerate a repeat. */
  onGiftPaid(input: {
    giftCardId: string;
    orderId: string;
    amountCents: number;
    userId: string;
  }): Promise<void>;
}
