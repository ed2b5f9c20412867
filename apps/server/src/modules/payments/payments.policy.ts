import type { Caller } from '../../platform/http/auth-guard';
import { conflict, notFound } from '../../platform/http/errors';
import type { OrderRow } from './payments.repository';

/**
 * Who may do what with an order and its plan: only its owner sees or changes it (admins included: a plan
 * is the buyer's contract); anyone else gets the same 404 as for an order that does not exist.
 */
export function assertOwnsPlan(caller: Caller, order: OrderRow | undefined): asserts order is OrderRow {
  if (!order || order.userId !== caller.userId || order.status !== 'paid' || !order.periodEnd)
    throw notFound('No such subscription.');
}

/** App-store plans renew through the store, which only the buyer can stop, there. */
export function assertManagedHere(order: OrderRow): void {
  if (order.provider === 'android' || order.provider === 'ios')
    throw conflict(
      'store_subscription',
      order.provider === 'android'
        ? 'This subscription was bought in Google Play. Cancel it in the Play Store app under Subscriptions.'
        : 'This subscription was bought in the App Store. Cancel it in your Apple ID settings under Subscriptions.',
    );
}
