import type { CreditLedgerTable, Database, Dialect, Kysely, Selectable, Transaction } from '@muse/db';

export type LedgerRow = Selectable<CreditLedgerTable>;
type Db = Kysely<Database> | Transaction<Database>;

export class CreditsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  findEntry(trx: Db, userId: string, idempotencyKey: string): Promise<LedgerRow | undefined> {
    return trx
      .selectFrom('creditLedger')
      .selectAll()
      .where('userId', '=', userId)
      .where('idempotencyKey', '=', idempotencyKey)
      .executeTakeFirst();
  }

  /** Reads the balances and, on PostgreSQL, locks the user row until the transaction ends. */
  lockBalances(trx: Transaction<Database>, userId: string) {
    const q = trx.selectFrom('users').select(['credits', 'subscriptionCredits']).where('id', '=', userId);
    // SQLite serialises write transactions itself and has no FOR UPDATE.
    return (this.dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  }

  balances(userId: string) {
    return this.db
      .selectFrom('users')
      .select(['credits', 'subscriptionCredits'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** Writes the new balances only if nobody changed them since they were read. */
  async setBalances(
    trx: Transaction<Database>,
    userId: string,
    from: { credits: number; subscriptionCredits: number },
    to: { credits: number; subscriptionCredits: number },
    now: string,
  ): Promise<boolean> {
    const res = await trx
      .updateTable('users')
      .set({ credits: to.credits, subscriptionCredits: to.subscriptionCredits, updatedAt: now })
      .where('id', '=', userId)
      .where('credits', '=', from.credits)
      .where('subscriptionCredits', '=', from.subscriptionCredits)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async insertEntry(trx: Transaction<Database>, row: LedgerRow): Promise<void> {
    await trx.insertInto('creditLedger').values(row).execute();
  }

  /** The newest entries first; `before` continues after an entry (its time and id: ties need the id). */
  history(userId: string, limit: number, before?: { createdAt: string; id: string }): Promise<LedgerRow[]> {
    let query = this.db.selectFrom('creditLedger').selectAll().where('userId', '=', userId);
    if (before)
      query = query.where((eb) =>
        eb.or([
          eb('createdAt', '<', before.createdAt),
          eb.and([eb('createdAt', '=', before.createdAt), eb('id', '<', before.id)]),
        ]),
      );
    return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }
}
