import type { CheckoutOrder, CheckoutSession, PaymentsGateway } from './payments.port';

/** The sandbox checkout page of an order, on this server. */
export const sandboxCheckoutPath = (orderId: string) => `/api/payments/sandbox/${orderId}`;

/**
 * The default gateway: no payment provider, no money. Its checkout is our own clearly labelled test page
 * (payments.sandbox.routes.ts), whose "Pay (test)" hands a sandbox event to the same fulfilment a real
 * provider's webhook uses.
 */
export class SandboxGateway implements PaymentsGateway {
  readonly provider = 'sandbox' as const;

  createCheckout(order: CheckoutOrder): Promise<CheckoutSession> {
    // The order id is the session: unique, and the page needs nothing else.
    return Promise.resolve({ ref: order.id, url: sandboxCheckoutPath(order.id) });
  }
}
