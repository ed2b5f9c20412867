import type { PlanEntry } from '@muse/contracts';
import { planState, tierToWire } from '@muse/domain';
import { productOf } from './payments.fulfilment';
import type { OrderRow } from './payments.repository';

/** A paid monthly plan as the account page shows it. */
export function presentPlan(order: OrderRow, now: Date): PlanEntry {
  const product = productOf(order);
  if (product.kind !== 'subscription' && product.kind !== 'musicpro')
    throw new Error(`order ${order.id} is not a monthly plan`);
  const periodEnd = order.periodEnd ?? order.createdAt;
  return {
    _id: order.id,
    productId: product.id,
    kind: product.kind,
    title: product.title,
    tier: product.kind === 'subscription' ? tierToWire(product.tier) : null,
    provider: order.provider as PlanEntry['provider'],
    price: product.priceCents / 100,
    state: planState({ renews: order.renews === 1, periodEnd }, now),
    periodEnd,
    cancelledOn: order.cancelledOn,
    managedBy: order.provider === 'android' || order.provider === 'ios' ? 'store' : 'here',
  };
}
