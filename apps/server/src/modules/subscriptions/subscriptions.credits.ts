import { creditPeriodAt, creditsPerPeriod, tierLabel, type SubscriptionTier } from '@muse/domain';
import { HttpError } from '../../platform/http/errors';
import type { CreditsService } from '../credits';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';

export const EXPIRED_REASON = 'subscription credits expired';

/** The ledger keys: one grant per record and monthly period, one expiry per expiry date. */
export const grantKey = (subscriptionId: string, periodStart: Date) =>
  `subscription-credits:${subscriptionId}:${periodStart.toISOString()}`;
export const expiryKey = (expireOn: string) => `subscription-credits-expired:${expireOn}`;

/**
 * Monthly subscription credits, through the ledger only. The subscription bucket has one expiry date
 * (users.subscription_credits_expire_on). The order of every operation keeps the two safe together
 * without a lock:
 *  - expiring: read the bucket and its date together; if the date has passed, take exactly what the
 *    bucket holds with a key derived from that date (a concurrent spend makes the ledger refuse: read again;
 *    a concurrent expiry of the same date replays), then clear the date if it is still the same;
 *  - granting: expire what is stale first, then move the date to the period's end, and only then add the
 *    credits, so a bucket that holds fresh credits never carries a passed date.
 * Hence unused credits run out at the end of each monthly period (a new month starts from its own
 * allowance), and credits of an upgrade bought mid-period join the bucket and last to the later end.
 */
export class SubscriptionCredits {
  constructor(
    private readonly repo: SubscriptionsRepository,
    private readonly credits: CreditsService,
  ) {}

  /** Removes the unused subscription credits whose date has passed; true when it removed some. */
  async expireStale(userId: string, now: Date): Promise<boolean> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const state = await this.repo.userState(userId);
      const expireOn = state?.subscriptionCreditsExpireOn;
      if (!state || !expireOn || Date.parse(expireOn) > now.getTime()) return false;
      let removed = false;
      if (state.subscriptionCredits > 0) {
        try {
          const r = await this.credits.grant(userId, -state.subscriptionCredits, {
            bucket: 'subscription',
            reason: EXPIRED_REASON,
            idempotencyKey: expiryKey(expireOn),
          });
          removed = r.applied;
        } catch (err) {
          // Spent meanwhile: the bucket holds less than was read. Read it again.
          if (err instanceof HttpError && err.statusCode === 402) continue;
          throw err;
        }
      }
      await this.repo.clearCreditsExpiry(userId, expireOn);
      return removed;
    }
    throw new Error(`could not expire the subscription credits of ${userId}: the balance kept changing`);
  }

  /** Pays the record's monthly credits for the period that contains `now` (once), and notes it paid. */
  async grantDue(sub: SubscriptionRow, now: Date): Promise<boolean> {
    const period = creditPeriodAt(sub, now);
    if (!period) return false;
    const tier = sub.tier as SubscriptionTier;
    const amount = sub.product === 'images' ? creditsPerPeriod(tier) : 0;
    let applied = false;
    if (amount > 0) {
      await this.expireStale(sub.userId, now);
      await this.repo.raiseCreditsExpiry(sub.userId, period.end.toISOString());
      const r = await this.credits.grant(sub.userId, amount, {
        bucket: 'subscription',
        reason: `subscription credits: ${tierLabel(tier)}`,
        idempotencyKey: grantKey(sub.id, period.start),
      });
      applied = r.applied;
    }
    await this.repo.markCreditsGranted(sub.id, period.end.toISOString(), now.toISOString());
    return applied;
  }
}
