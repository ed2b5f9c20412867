import type { Database, Transaction } from '@muse/db';
import type { SubscriptionsService } from './subscriptions.service';

/**
 * A guest that signs in keeps what it paid for: its subscription records move to the account (inside the
 * merge transaction, after the credits handler moved its balances) and both users' states are recomputed.
 */
export const moveGuestSubscriptions =
  (subscriptions: SubscriptionsService) =>
  (trx: Transaction<Database>, fromUserId: string, toUserId: string): Promise<void> =>
    subscriptions.moveGuest(trx, fromUserId, toUserId);
