import type { OrderReply, ProductsReply } from '@muse/contracts';
import { ORDER_PARAM, orderIdFrom } from './order-param';

/**
 * Back from a checkout: the server sends the browser to `returnTo?order=<id>`. The app reads the order
 * briefly until it is settled, tells the user how it went, and takes the parameter out of the address.
 * Gift card orders are the gift card page's own (it waits for the card's amount itself).
 */

/** How often and how long the order is read: once a second, for at most 30 s ("briefly"). */
export const ORDER_POLL_MS = 1_000;
export const ORDER_POLL_MAX_TRIES = 30;

export { ORDER_PARAM, orderIdFrom };

/** The query string without the order parameter ('' when nothing is left, else starting with '?'). */
export function searchWithoutOrder(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ORDER_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Whether this order's return is shown by the app-wide handler (gift cards have their own page). */
export function handlesOrderKind(kind: OrderReply['kind']): boolean {
  return kind !== 'gift';
}

/** Settled: paid and delivered, or closed without a payment. */
export function isOrderSettled(order: Pick<OrderReply, 'status' | 'fulfilled'>): boolean {
  return (
    order.status === 'cancelled' || order.status === 'failed' || (order.status === 'paid' && order.fulfilled)
  );
}

export type OutcomeTone = 'success' | 'neutral' | 'error' | 'pending';

export interface OrderOutcome {
  tone: OutcomeTone;
  title: string;
  message: string;
}

const credits = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'credit' : 'credits'}`;

/**
 * What to tell the user about a returned order. `order` is null when it could not be read (another
 * account's, or gone); one still unsettled after the last read is "still confirming". A paid Music Pro order
 * has no toast: the membership modal takes over (it waits for the membership to become active).
 */
export function orderOutcome(
  order: OrderReply | null,
  options: { products?: ProductsReply } = {},
): OrderOutcome | 'membership' {
  if (!order) {
    return {
      tone: 'neutral',
      title: "Couldn't find that order",
      message: 'It may belong to another account. Nothing else changed.',
    };
  }
  if (order.status === 'cancelled') {
    return { tone: 'neutral', title: 'Payment cancelled', message: 'Nothing was charged.' };
  }
  if (order.status === 'failed') {
    return {
      tone: 'error',
      title: "The payment didn't go through",
      message: 'Nothing was charged. You can try again.',
    };
  }
  if (order.status !== 'paid' || !order.fulfilled) {
    // Read for a while and still open (or paid but not yet delivered): say so rather than guess.
    return {
      tone: 'pending',
      title: 'Still confirming your payment',
      message: 'This can take a minute. Your purchase appears as soon as the payment is confirmed.',
    };
  }
  const { products } = options;
  switch (order.kind) {
    case 'credits': {
      const count = products?.credits.find((p) => p.id === order.productId)?.count;
      return {
        tone: 'success',
        title: count !== undefined ? `Added ${credits(count)}` : `Added ${order.title}`,
        message: 'Thank you! Credits never expire.',
      };
    }
    case 'subscription': {
      const plan = products?.plans.find((p) => p.id === order.productId)?.title ?? order.title;
      return { tone: 'success', title: `Welcome to ${plan}`, message: `Your ${plan} plan is active.` };
    }
    case 'offer': {
      const offer = products?.offer;
      return {
        tone: 'success',
        title: `${offer?.title ?? order.title}: you're all set`,
        message:
          offer && offer.credits > 0
            ? `Unlimited generations and downloads, plus ${credits(offer.credits)}.`
            : 'Unlimited generations and downloads.',
      };
    }
    case 'musicpro':
      return 'membership';
    default:
      return { tone: 'success', title: 'Payment complete', message: `Thank you for buying ${order.title}.` };
  }
}
