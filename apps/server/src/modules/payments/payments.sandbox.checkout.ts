import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROMO_ALREADY_USED } from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, conflict, notFound } from '../../platform/http/errors';
import { productOf, type PaymentsFulfilment } from './payments.fulfilment';
import { metaOf, type OrderRow, type PaymentsRepository } from './payments.repository';
import { DEFAULT_RETURN_TO, returnPath } from './payments.return-to';
import { renderCheckoutPage, renderMessagePage } from './payments.sandbox.page';

/**
 * The sandbox checkout behind /api/payments/sandbox/{orderId}: its page, and its Pay and Cancel buttons.
 * Pay builds the sandbox's payment event and hands it to the same `handleEvent` as Stripe's webhook. Only the
 * order's owner, in the session the page was shown to (a form token), can pay or cancel it.
 */
export class SandboxCheckout {
  private readonly key: Buffer;

  constructor(
    private readonly deps: { repo: PaymentsRepository; fulfilment: PaymentsFulfilment; secret: string },
  ) {
    this.key = createHmac('sha256', deps.secret).update('muse-sandbox-checkout').digest();
  }

  /** The page's HTML: the checkout while the order is open, otherwise what became of it. */
  async page(caller: Caller, orderId: string): Promise<string> {
    const order = await this.ownOrder(caller, orderId);
    if (order.status !== 'open')
      return renderMessagePage({ ...closedMessage(order), backTo: this.backTo(order) });
    return renderCheckoutPage({
      orderId: order.id,
      product: productOf(order),
      priceCents: order.priceCents,
      promoCode: order.promoCode,
      formToken: this.formToken(order.id, caller.sessionId),
    });
  }

  /** Pays the order (test) and answers where to go next. */
  async complete(caller: Caller, orderId: string, token: string): Promise<string> {
    const order = await this.openOrder(caller, orderId, token);
    const outcome = await this.deps.fulfilment.handleEvent({
      type: 'order.paid',
      provider: 'sandbox',
      eventId: `sandbox:paid:${order.id}`,
      orderId: order.id,
      providerRef: order.id,
      amountCents: order.priceCents,
    });
    // A second submit that raced the first past openOrder (two tabs, a double click) is told the order is
    // paid, like one that came later, rather than sent on as if it had paid.
    if (outcome !== 'fulfilled') {
      const now = (await this.deps.repo.findOrder(order.id)) ?? order;
      const { title, message } = closedMessage(now);
      throw conflict(`order_${now.status}`, `${title} ${message}`);
    }
    return this.backTo(order);
  }

  async cancel(caller: Caller, orderId: string, token: string): Promise<string> {
    const order = await this.openOrder(caller, orderId, token);
    await this.deps.fulfilment.handleEvent({
      type: 'order.cancelled',
      provider: 'sandbox',
      eventId: `sandbox:cancelled:${order.id}`,
      orderId: order.id,
      providerRef: order.id,
    });
    return this.backTo(order);
  }

  /** Where the order's client asked to come back to, with the order id for it to show the result. */
  backTo(order: OrderRow): string {
    return returnPath(metaOf(order).returnTo ?? DEFAULT_RETURN_TO, order.id);
  }

  private async openOrder(caller: Caller, orderId: string, token: string): Promise<OrderRow> {
    const order = await this.ownOrder(caller, orderId);
    if (!this.tokenMatches(token, order.id, caller.sessionId)) {
      throw new HttpError(403, 'bad_form_token', 'This checkout page has expired. Open the checkout again.');
    }
    if (order.status !== 'open') {
      const { title, message } = closedMessage(order);
      throw conflict(`order_${order.status}`, `${title} ${message}`);
    }
    return order;
  }

  private async ownOrder(caller: Caller, orderId: string): Promise<OrderRow> {
    const order = await this.deps.repo.findOrder(orderId);
    // Someone else's order looks exactly like one that does not exist.
    if (!order || order.userId !== caller.userId || order.provider !== 'sandbox')
      throw notFound('No such order.');
    return order;
  }

  private formToken(orderId: string, sessionId: string): string {
    return createHmac('sha256', this.key).update(`${orderId}:${sessionId}`).digest('base64url');
  }

  private tokenMatches(token: string, orderId: string, sessionId: string): boolean {
    const expected = Buffer.from(this.formToken(orderId, sessionId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

function closedMessage(order: OrderRow): { title: string; message: string } {
  switch (order.status) {
    case 'paid':
      return { title: 'This order is paid.', message: 'It cannot be paid again.' };
    case 'cancelled':
      return { title: 'This order was cancelled.', message: 'Start a new purchase to buy it.' };
    default:
      return metaOf(order).promoRefused
        ? {
            title: PROMO_ALREADY_USED,
            message: 'This order was not paid. Start a new purchase without the code.',
          }
        : { title: 'This order failed.', message: 'Start a new purchase to try again.' };
  }
}
