import type { Database, Transaction } from '@muse/db';
import type { MathRepository } from './math.repository';

/** A guest signing in keeps its practice results (the better best of guest and account stays). */
export const mathMergeHandler =
  (repo: MathRepository) =>
  (trx: Transaction<Database>, from: string, to: string): Promise<void> =>
    repo.moveLearner(trx, from, to);
