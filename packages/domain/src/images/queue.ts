import { type Tier, toTier } from '../tiers';
import { type ItemTimes, isItemPending } from './state';

/**
 * Queue limits. The spec says the limit "depends on tier (values not shown)";
 * ours grow with the tier as speed does, and a balance above 1000 credits lifts any tier to the highest.
 */
export const QUEUE_LIMITS: Readonly<Record<Tier, number>> = {
  '': 2,
  trialpro: 3,
  trialpremium: 4,
  true: 5,
  premium: 8,
  ultimate: 12,
};
export const HIGHEST_QUEUE_LIMIT = Math.max(...Object.values(QUEUE_LIMITS));
/** "The default limit rises to the highest limit if balance is above 1000 credits" (strictly above). */
export const HIGH_BALANCE_CREDITS = 1000;
export const QUEUE_LIMIT_MESSAGE = 'Upgrade to add more generations in the queue';
/** The queue is polled every 3 s. */
export const QUEUE_POLL_MS = 3_000;

export function queueLimit(tier: unknown, balance: number): number {
  return balance > HIGH_BALANCE_CREDITS ? HIGHEST_QUEUE_LIMIT : QUEUE_LIMITS[toTier(tier)];
}

/** Whether `adding` more generations fit next to the `queued` ones already waiting or running. */
export function canAddToQueue(input: {
  tier: unknown;
  balance: number;
  queued: number;
  adding?: number;
}): boolean {
  return input.queued + (input.adding ?? 1) <= queueLimit(input.tier, input.balance);
}

/** The queue is polled while its count is above 0 or any item is pending; otherwise polling stops. */
export function shouldPollQueue(count: number, items: readonly ItemTimes[]): boolean {
  return count > 0 || items.some(isItemPending);
}
