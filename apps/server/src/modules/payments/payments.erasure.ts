import type { Database, Kysely } from '@muse/db';
import { HttpError, conflict } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import { nowIso } from '../../shared/ids';
import type { ErasureStep } from '../users';
import { metaOf } from './payments.repository';
import type { StripeGateway } from './payments.stripe';

export interface PaymentsErasureDeps {
  db: Kysely<Database>;
  /** null unless Stripe is configured */
  stripe: Pick<StripeGateway, 'cancelSubscription' | 'expireCheckout'> | null;
  logger: Logger;
}

/**
 * Erasing an account's payments. Card subscriptions are cancelled with Stripe first, so nothing renews
 * once the account is gone (refused, changing nothing, when that cannot be done), and open card checkouts
 * are closed. Orders are records the operator must keep: they stay, with their amounts, moved to the
 * account's anonymous stand-in; open ones are cancelled. Its once-per-account promo codes are forgotten.
 * App-store subscriptions renew through the store, which only the buyer can cancel (the web says so).
 */
export function paymentsErasure(deps: PaymentsErasureDeps): ErasureStep {
  const stripeOrders = (userId: string, status: 'paid' | 'open') =>
    deps.db
      .selectFrom('orders')
      .select(['id', 'meta', 'providerRef'])
      .where('userId', '=', userId)
      .where('provider', '=', 'stripe')
      .where('status', '=', status)
      .execute();
  const renewing = async (userId: string) => {
    const orders = await stripeOrders(userId, 'paid');
    return orders.flatMap((order) => {
      const meta = metaOf(order);
      return meta.subscriptionRef && !meta.subscriptionEndedOn
        ? [{ id: order.id, meta, ref: meta.subscriptionRef }]
        : [];
    });
  };

  return {
    name: 'payments',
    async check(userId) {
      if (!deps.stripe && (await renewing(userId)).length > 0)
        throw conflict(
          'subscription_active',
          "Your subscription paid by card can't be cancelled from here right now. Contact us to cancel it, then delete your account.",
        );
    },
    async prepare(userId) {
      const { stripe } = deps;
      if (!stripe) return;
      for (const order of await renewing(userId)) {
        try {
          await stripe.cancelSubscription(order.ref);
        } catch (err) {
          deps.logger.error({ err, orderId: order.id }, 'subscription not cancelled for a deleted account');
          throw new HttpError(
            503,
            'subscription_not_cancelled',
            "Your subscription couldn't be cancelled just now, so nothing was deleted. Try again in a few minutes.",
          );
        }
        // Recorded at once: a retry after a later refusal does not ask Stripe again.
        await deps.db
          .updateTable('orders')
          .set({ meta: JSON.stringify({ ...order.meta, subscriptionEndedOn: nowIso() }) })
          .where('id', '=', order.id)
          .execute();
      }
      for (const order of await stripeOrders(userId, 'open')) {
        // Best effort: an open checkout also expires by itself within a day.
        if (order.providerRef)
          await stripe.expireCheckout(order.providerRef).catch((err: unknown) => {
            deps.logger.warn({ err, orderId: order.id }, 'checkout not closed for a deleted account');
          });
      }
    },
    async erase({ trx, userIds, tombstone }) {
      await trx.deleteFrom('promoRedemptions').where('userId', 'in', userIds).execute();
      const any = await trx
        .selectFrom('orders')
        .select('id')
        .where('userId', 'in', userIds)
        .executeTakeFirst();
      if (!any) return;
      await trx
        .updateTable('orders')
        .set({ status: 'cancelled' })
        .where('userId', 'in', userIds)
        .where('status', '=', 'open')
        .execute();
      await trx
        .updateTable('orders')
        .set({ userId: await tombstone() })
        .where('userId', 'in', userIds)
        .execute();
    },
  };
}
