import type { ErasureStep } from '../users';

/**
 * Erasing an account's plans: its subscription records go, and with the account's row its tier, music pro
 * and plan credits end. Renewals a payment provider would charge are stopped by the payments step first.
 */
export const subscriptionsErasure: ErasureStep = {
  name: 'subscriptions',
  async erase({ trx, userIds }) {
    await trx.deleteFrom('subscriptions').where('userId', 'in', userIds).execute();
  },
};
