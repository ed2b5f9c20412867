import type { Database, Kysely, Transaction } from '@muse/db';
import { newId } from '../../shared/ids';
import { ERASED_ID_PREFIX, UsersRepository } from './users.repository';

/** What erasing an account gives each module's step, inside the one transaction. */
export interface Erasure {
  readonly trx: Transaction<Database>;
  /** the account being erased */
  readonly userId: string;
  /** its email (lower case), or null */
  readonly email: string | null;
  /** the account and the guests merged into it: a row of any of them is the account's */
  readonly userIds: readonly string[];
  /** the stand-in's id, made on first call: records that must outlive the account move to it */
  tombstone(): Promise<string>;
  /** runs once the transaction committed (deleting files): a rolled-back erasure deletes nothing */
  afterCommit(task: () => Promise<void>): void;
}

/**
 * One module's part of erasing an account. Every module that keeps rows of a user registers one (as it
 * registers a merge handler); a test lists every user column of the schema and fails for one left behind.
 */
export interface ErasureStep {
  name: string;
  /** Refuses (throws an HttpError) while the account cannot be erased yet; changes nothing. */
  check?(userId: string): Promise<void>;
  /**
   * Undoes what lives outside the database (a payment provider's renewals) after every check passed and
   * before the transaction; may refuse by throwing, leaving the account as it was.
   */
  prepare?(userId: string): Promise<void>;
  /** Deletes or anonymises the module's rows of the account. */
  erase(erasure: Erasure): Promise<void>;
}

/** Runs the registered steps: checks, then preparations, then one transaction, then the after-commit tasks. */
export class AccountEraser {
  private readonly steps: ErasureStep[] = [];
  private readonly repo: UsersRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.repo = new UsersRepository(db);
  }

  register(step: ErasureStep): void {
    this.steps.push(step);
  }

  async erase(user: { id: string; email: string | null }): Promise<void> {
    for (const step of this.steps) await step.check?.(user.id);
    for (const step of this.steps) await step.prepare?.(user.id);
    const tasks: (() => Promise<void>)[] = [];
    await this.db.transaction().execute(async (trx) => {
      const guests = await this.repo.mergedInto(user.id, trx);
      let tombstone: string | null = null;
      const erasure: Erasure = {
        trx,
        userId: user.id,
        email: user.email,
        userIds: [user.id, ...guests],
        tombstone: async () => {
          if (tombstone === null) {
            tombstone = `${ERASED_ID_PREFIX}${newId()}`;
            await this.repo.insert({ id: tombstone, email: null, isGuest: false, verified: false }, trx);
          }
          return tombstone;
        },
        afterCommit: (task) => tasks.push(task),
      };
      for (const step of this.steps) await step.erase(erasure);
      // Last: whatever a step missed that references the users by a foreign key cascades with them.
      await this.repo.deleteUsers(erasure.userIds, trx);
    });
    // Each task logs its own failures; one failing must not keep the others from running.
    await Promise.allSettled(tasks.map((task) => task()));
  }
}
