import type { SubscriptionEntry } from '@muse/contracts';
import {
  tierToWire,
  toTier,
  type SubscriptionProduct,
  type SubscriptionSpan,
  type SubscriptionStatus,
  type SubscriptionTier,
  type SubscriptionType,
} from '@muse/domain';
import type { SubscriptionRow } from './subscriptions.repository';

/** A subscription record as the API and other modules see it (tier in its wire form: Pro is true). */
export interface SubscriptionView extends SubscriptionEntry {
  userId: string;
  externalId: string;
}

export function presentSubscription(row: SubscriptionRow): SubscriptionView {
  const tier = tierToWire(toTier(row.tier));
  if (tier === '') throw new Error(`subscription ${row.id} holds no tier`);
  return {
    _id: row.id,
    userId: row.userId,
    product: row.product as SubscriptionProduct,
    tier,
    type: row.type as SubscriptionType,
    status: row.status as SubscriptionStatus,
    startedOn: row.startedOn,
    currentPeriodEnd: row.currentPeriodEnd,
    externalId: row.externalId,
  };
}

/** The public entry, without the owner and the payment reference. */
export function publicEntry(view: SubscriptionView): SubscriptionEntry {
  const { userId: _userId, externalId: _externalId, ...entry } = view;
  return entry;
}

export function toSpan(row: SubscriptionRow): SubscriptionSpan {
  return {
    tier: row.tier as SubscriptionTier,
    status: row.status as SubscriptionStatus,
    startedOn: row.startedOn,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}
