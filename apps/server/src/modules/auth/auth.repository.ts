import type { Database, Kysely, Selectable, SessionsTable } from '@muse/db';
import { nowIso } from '../../shared/ids';

export type SessionRow = Selectable<SessionsTable>;

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

  async countCodesSince(field: 'email' | 'requestedIp', value: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('loginCodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(field, '=', value)
      .where('createdAt', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  oldestCodeSince(field: 'email' | 'requestedIp', value: string, since: string) {
    return this.db
      .selectFrom('loginCodes')
      .select('createdAt')
      .where(field, '=', value)
      .where('createdAt', '>=', since)
      .orderBy('createdAt', 'asc')
      .executeTakeFirst();
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

  /** Counts a wrong try; returns false when the code had no tries left (a concurrent try took the last). */
  async recordAttempt(id: string, maxAttempts: number): Promise<boolean> {
    const res = await this.db
      .updateTable('loginCodes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
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

  async deleteSessionsOf(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('userId', '=', userId).execute();
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('expiresAt', '<', now).execute();
    await this.db.deleteFrom('loginCodes').where('expiresAt', '<', now).execute();
  }
}
