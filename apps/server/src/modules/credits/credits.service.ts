import type { Database, Dialect, Kysely, Transaction } from '@muse/db';
import { splitSpend, type Balances } from '@muse/domain';
import { HttpError, notFound } from '../../platform/http/errors';
import { isUniqueViolation } from '../../shared/db-errors';
import { newOrderedId, nowIso } from '../../shared/ids';
import { CreditsRepository, type LedgerRow } from './credits.repository';

export interface LedgerResult extends Balances {
  /** false when the idempotency key had been used: the earlier entry stands and nothing changed */
  applied: boolean;
  entryId: string;
}

interface Operation {
  reason: string;
  idempotencyKey: string;
}

type Compute = (b: Balances) => { creditsDelta: number; subscriptionDelta: number } | null;

export const insufficientCredits = (needed: number, b: Balances) =>
  new HttpError(
    402,
    'insufficient_credits',
    `This needs ${creditsText(needed)}; you have ${creditsText(b.credits + b.subscriptionCredits)}.`,
    {
      needed,
      balance: b.credits + b.subscriptionCredits,
    },
  );

/**
 * The credits ledger: the only code that changes a balance. Each change is one ledger entry written in the
 * same transaction as the new balance, keyed by (user, idempotency key) so a replay changes nothing, and a
 * balance never goes below zero. Spending takes subscription credits first.
 */
export class CreditsService {
  private readonly repo: CreditsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    dialect: Dialect,
    private readonly onChange: (userId: string, b: Balances) => void = () => {},
  ) {
    this.repo = new CreditsRepository(db, dialect);
  }

  async balance(userId: string): Promise<Balances> {
    const row = await this.repo.balances(userId);
    if (!row) throw notFound('No such user.');
    return row;
  }

  /** Adds (or, negative, removes) credits from one bucket. Removing more than the bucket holds is refused. */
  grant(userId: string, amount: number, op: Operation & { bucket?: 'credits' | 'subscription' }) {
    if (!Number.isInteger(amount) || amount === 0) throw new RangeError('a grant is a non-zero whole number');
    const sub = op.bucket === 'subscription';
    return this.apply(userId, op, () => ({
      creditsDelta: sub ? 0 : amount,
      subscriptionDelta: sub ? amount : 0,
    }));
  }

  /** Spends credits, subscription credits first; 402 insufficient_credits when the balance cannot cover it. */
  spend(userId: string, amount: number, op: Operation): Promise<LedgerResult> {
    return this.apply(
      userId,
      op,
      (b) => {
        const split = splitSpend(b, amount);
        return split && { creditsDelta: -split.fromCredits, subscriptionDelta: -split.fromSubscription };
      },
      amount,
    );
  }

  history(userId: string, limit = 50, before?: { createdAt: string; id: string }): Promise<LedgerRow[]> {
    return this.repo.history(userId, limit, before);
  }

  /** Moves a whole balance to another user inside the caller's transaction (a guest signing in). */
  async transferAll(trx: Transaction<Database>, fromUserId: string, toUserId: string): Promise<void> {
    const from = await this.repo.lockBalances(trx, fromUserId);
    if (!from || (from.credits === 0 && from.subscriptionCredits === 0)) return;
    const key = `merge:${fromUserId}:${toUserId}`;
    await this.applyIn(
      trx,
      fromUserId,
      { reason: `moved to account ${toUserId}`, idempotencyKey: key },
      () => ({
        creditsDelta: -from.credits,
        subscriptionDelta: -from.subscriptionCredits,
      }),
    );
    await this.applyIn(
      trx,
      toUserId,
      { reason: `moved from guest ${fromUserId}`, idempotencyKey: key },
      () => ({
        creditsDelta: from.credits,
        subscriptionDelta: from.subscriptionCredits,
      }),
    );
  }

  private async apply(
    userId: string,
    op: Operation,
    compute: Compute,
    needed?: number,
  ): Promise<LedgerResult> {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.db
          .transaction()
          .execute((trx) => this.applyIn(trx, userId, op, compute, needed));
        if (result.applied)
          this.onChange(userId, { credits: result.credits, subscriptionCredits: result.subscriptionCredits });
        return result;
      } catch (err) {
        if (isUniqueViolation(err)) {
          // A concurrent call with the same key won: report its entry, change nothing.
          const entry = await this.repo.findEntry(this.db, userId, op.idempotencyKey);
          if (entry) return replayed(entry);
        }
        if (err instanceof ConcurrentChange && attempt < 20) continue;
        throw err;
      }
    }
  }

  private async applyIn(
    trx: Transaction<Database>,
    userId: string,
    op: Operation,
    compute: Compute,
    needed?: number,
  ): Promise<LedgerResult> {
    const existing = await this.repo.findEntry(trx, userId, op.idempotencyKey);
    if (existing) return replayed(existing);
    const before = await this.repo.lockBalances(trx, userId);
    if (!before) throw notFound('No such user.');
    const change = compute(before);
    const after = change && {
      credits: before.credits + change.creditsDelta,
      subscriptionCredits: before.subscriptionCredits + change.subscriptionDelta,
    };
    if (!change || !after || after.credits < 0 || after.subscriptionCredits < 0) {
      throw insufficientCredits(
        needed ?? Math.abs((change?.creditsDelta ?? 0) + (change?.subscriptionDelta ?? 0)),
        before,
      );
    }
    const now = nowIso();
    if (!(await this.repo.setBalances(trx, userId, before, after, now))) throw new ConcurrentChange();
    // Ordered ids: two entries of one millisecond still list in the order they were made.
    const entryId = newOrderedId();
    await this.repo.insertEntry(trx, {
      id: entryId,
      userId,
      creditsDelta: change.creditsDelta,
      subscriptionDelta: change.subscriptionDelta,
      creditsAfter: after.credits,
      subscriptionAfter: after.subscriptionCredits,
      reason: op.reason,
      idempotencyKey: op.idempotencyKey,
      createdAt: now,
    });
    return { applied: true, entryId, ...after };
  }
}

class ConcurrentChange extends Error {}

function replayed(entry: LedgerRow): LedgerResult {
  return {
    applied: false,
    entryId: entry.id,
    credits: entry.creditsAfter,
    subscriptionCredits: entry.subscriptionAfter,
  };
}

function creditsText(n: number): string {
  return `${n} ${n === 1 ? 'credit' : 'credits'}`;
}
