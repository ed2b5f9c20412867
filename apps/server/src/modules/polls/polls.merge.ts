import type { Database, Transaction } from '@muse/db';
import type { PollsRepository } from './polls.repository';

/**
 * A guest signing in keeps its votes (where guest and account voted on the same poll, the account's vote
 * stands: one vote per person). A signed-out visitor's votes stay the visitor cookie's. Runs inside the
 * merge transaction.
 */
export const pollsMergeHandler =
  (repo: PollsRepository) =>
  (trx: Transaction<Database>, from: string, to: string): Promise<void> =>
    repo.moveVoter(trx, from, to);
