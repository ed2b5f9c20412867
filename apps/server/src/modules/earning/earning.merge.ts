import type { Database, Transaction } from '@muse/db';
import type { EarningRepository } from './earning.repository';
import type { EarningService } from './earning.service';

/**
 * A guest that signs in has added its email: its account earns the one-time `email` reward (once per
 * account), and the guest's active days count towards the account's streak. Guests own no rewards (every
 * claim route needs an account), so there are none to move.
 */
export function earningMergeHandler(repo: EarningRepository, earning: EarningService) {
  return async (trx: Transaction<Database>, fromUserId: string, toUserId: string): Promise<void> => {
    await repo.moveActivityDays(trx, fromUserId, toUserId);
    await earning.earnOnetime(toUserId, 'email', trx);
  };
}
