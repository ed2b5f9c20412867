import type { Database, Kysely, Selectable, SessionsTable, SignInFailuresTable } from '@muse/db';
import { nowIso } from '../../shared/ids';

export type SessionRow = Selectable<SessionsTable>;
export type SignInFailureRow = Selectable<SignInFailuresTable>;
/** Who asked for codes: an email, an address (its addressKey), or both. */
export type CodeRequester = { email?: string; requestedIp?: string };

export class AuthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertCode(row: {
    id: string;
    email: string;
    codeHash: string;
    requestedIp: string;
    expiresAt: string;
  }) {
    await this.db
      .insertInto('loginCodes')
      .values({ ...row, createdAt: nowIso(), consumedAt: null })
      .execute();
  }

  /** Codes asked for since `since` by the given email and/or address. */
  async countCodesSince(by: CodeRequester, since: string): Promise<number> {
    const row = await this.codesSince(by, since)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The `rank`-th newest code (0 = newest) asked for since `since`: when it leaves the window, one frees. */
  nthNewestCodeSince(by: CodeRequester, since: string, rank: number) {
    return this.codesSince(by, since)
      .select('createdAt')
      .orderBy('createdAt', 'desc')
      .offset(rank)
      .limit(1)
      .executeTakeFirst();
  }

  private codesSince(by: CodeRequester, since: string) {
    let q = this.db.selectFrom('loginCodes').where('createdAt', '>=', since);
    if (by.email !== undefined) q = q.where('email', '=', by.email);
    if (by.requestedIp !== undefined) q = q.where('requestedIp', '=', by.requestedIp);
    return q;
  }

  /** The newest code of an email that is neither used nor expired. */
  latestLiveCode(email: string) {
    return this.db
      .selectFrom('loginCodes')
      .selectAll()
      .where('email', '=', email)
      .where('consumedAt', 'is', null)
      .where('expiresAt', '>', nowIso())
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
  }

  /**
   * Takes one try on every live code of the email this address may still try, in one statement, before the
   * code is compared: concurrent tries can't share a slot. A code takes `maxAttempts` tries from anyone;
   * after that only from the address that asked for it (its owner, usually), whose own tries the backoff
   * already bounds. So strangers can't lock the owner's code, nor guess it more than `maxAttempts` times.
   */
  claimCodes(email: string, address: string, maxAttempts: number) {
    return this.db
      .updateTable('loginCodes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('email', '=', email)
      .where('consumedAt', 'is', null)
      .where('expiresAt', '>', nowIso())
      .where((eb) => eb.or([eb('attempts', '<', maxAttempts), eb('requestedIp', '=', address)]))
      .returning(['id', 'codeHash'])
      .execute();
  }

  failuresOf(email: string, address: string) {
    return this.db
      .selectFrom('signInFailures')
      .selectAll()
      .where('email', '=', email)
      .where('address', '=', address)
      .executeTakeFirst();
  }

  /**
   * Records a try as a wrong code (compare-and-set on what was read): false when a concurrent try from the
   * same (email, address) got there first. A right code clears the record afterwards.
   */
  async recordFailure(
    email: string,
    address: string,
    seen: SignInFailureRow | undefined,
    next: Pick<SignInFailureRow, 'failures' | 'lastFailureAt' | 'nextTryAt'>,
  ): Promise<boolean> {
    if (!seen) {
      const res = await this.db
        .insertInto('signInFailures')
        .values({ email, address, ...next })
        .onConflict((oc) => oc.columns(['email', 'address']).doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    const res = await this.db
      .updateTable('signInFailures')
      .set(next)
      .where('email', '=', email)
      .where('address', '=', address)
      .where('failures', '=', seen.failures)
      .where('lastFailureAt', '=', seen.lastFailureAt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async clearFailures(email: string, address: string): Promise<void> {
    await this.db
      .deleteFrom('signInFailures')
      .where('email', '=', email)
      .where('address', '=', address)
      .execute();
  }

  /** Uses a code exactly once, even when the same code is submitted twice at the same time. */
  async consumeCode(id: string): Promise<boolean> {
    const res = await this.db
      .updateTable('loginCodes')
      .set({ consumedAt: nowIso() })
      .where('id', '=', id)
      .where('consumedAt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async insertSession(row: SessionRow): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  /** The session and its user's whole row in one query: most requests need nothing more. */
  findSession(id: string) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .selectAll('users')
      .select(['sessions.id as sessionId', 'sessions.expiresAt', 'sessions.lastSeenAt'])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
  }

  async touchSession(id: string, lastSeenAt: string, expiresAt: string): Promise<void> {
    await this.db.updateTable('sessions').set({ lastSeenAt, expiresAt }).where('id', '=', id).execute();
  }

  async deleteSession(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async deleteSessionsOf(userId: string, trx: Kysely<Database> = this.db): Promise<void> {
    await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
  }

  /** `codesBefore`: codes expired before this no longer count toward any request quota either. */
  async deleteExpired(now: string, codesBefore: string, failuresBefore: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('expiresAt', '<', now).execute();
    await this.db.deleteFrom('loginCodes').where('expiresAt', '<', codesBefore).execute();
    await this.db.deleteFrom('signInFailures').where('lastFailureAt', '<', failuresBefore).execute();
  }
}
