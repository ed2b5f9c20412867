import type { Database, Kysely, Selectable, Transaction, UsersTable } from '@muse/db';
import { nowIso } from '../../shared/ids';

export type UserRow = Selectable<UsersTable>;
type Db = Kysely<Database> | Transaction<Database>;

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: string, trx: Db = this.db): Promise<UserRow | undefined> {
    return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string, trx: Db = this.db): Promise<UserRow | undefined> {
    return trx.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  searchByEmail(fragment: string | undefined, limit: number): Promise<UserRow[]> {
    let q = this.db.selectFrom('users').selectAll().where('mergedInto', 'is', null);
    if (fragment) q = q.where('email', 'like', `%${fragment.replace(/[%_]/g, '')}%`);
    return q.orderBy('createdAt', 'desc').limit(limit).execute();
  }

  async insert(
    user: { id: string; email: string | null; isGuest: boolean; verified: boolean },
    trx: Db = this.db,
  ) {
    const now = nowIso();
    await trx
      .insertInto('users')
      .values({
        id: user.id,
        email: user.email,
        isGuest: user.isGuest ? 1 : 0,
        emailVerifiedAt: user.verified ? now : null,
        subscriptionUntil: null,
        subscriptionCreditsExpireOn: null,
        mergedInto: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }

  async markVerified(id: string, trx: Db = this.db): Promise<void> {
    await trx
      .updateTable('users')
      .set({ emailVerifiedAt: nowIso(), updatedAt: nowIso() })
      .where('id', '=', id)
      .where('emailVerifiedAt', 'is', null)
      .execute();
  }

  async setVerifiedEmail(id: string, email: string): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('users')
      .set({ email, emailVerifiedAt: now, updatedAt: now })
      .where('id', '=', id)
      .execute();
  }

  async markMerged(guestId: string, intoId: string, trx: Db): Promise<void> {
    await trx
      .updateTable('users')
      .set({ mergedInto: intoId, updatedAt: nowIso() })
      .where('id', '=', guestId)
      .execute();
  }

  findIdentity(provider: string, subject: string) {
    return this.db
      .selectFrom('userIdentities')
      .selectAll()
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  async linkIdentity(provider: string, subject: string, userId: string, trx: Db = this.db): Promise<void> {
    await trx
      .insertInto('userIdentities')
      .values({ provider, subject, userId, createdAt: nowIso() })
      .execute();
  }
}
