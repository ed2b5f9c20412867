import type { Database, Transaction } from '@muse/db';
import type { GiftsRepository } from './gifts.repository';

/**
 * A guest signing in keeps its gift cards (a guest cannot buy or redeem one, but can earn the streak
 * reward card). Runs inside the merge transaction.
 */
export const giftsMergeHandler =
  (repo: GiftsRepository) =>
  (trx: Transaction<Database>, from: string, to: string): Promise<void> =>
    repo.moveBuyer(trx, from, to);
