import type { Database, Kysely, Selectable, Transaction, UsersTable } from '@muse/db';
import { nowIso } from '../../shared/ids';

export type UserRow = Selectable<UsersTable>;

export type ProfileUpdate = Partial<
  Pick<UserRow, 'zoneinfo' | 'locale' | 'store' | 'storeInfo' | 'browser' | 'imageRef'>
>;

/**
 * The id prefix of an erased account's stand-in: a users row without email or balance that keeps the
 * records the product must outlive the account (ledger entries, orders, audit entries) unlinked from it.
 */
export const ERASED_ID_PREFIX = 'deleted-';

type Db = Kysely<Database> | Transaction<Database>;

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Accounts signed in by email (guests and accounts merged away not counted). */
  async countAccounts(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('isGuest', '=', 0)
      .where('email', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  findById(id: string, trx: Db = this.db): Promise<UserRow | undefined> {
    return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string, trx: Db = this.db): Promise<UserRow | undefined> {
    return trx.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  searchByEmail(fragment: string | undefined, limit: number): Promise<UserRow[]> {
    let q = this.db
      .selectFrom('users')
      .selectAll()
      .where('mergedInto', 'is', null)
      .where('id', 'not like', `${ERASED_ID_PREFIX}%`);
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

  /** Sets or clears the ban mark; a repeated ban keeps the time of the first. */
  async setBanned(id: string, banned: boolean, trx: Db): Promise<void> {
    await trx
      .updateTable('users')
      .set((eb) => ({
        bannedAt: banned ? eb.fn.coalesce('bannedAt', eb.val(nowIso())) : null,
        updatedAt: nowIso(),
      }))
      .where('id', '=', id)
      .execute();
  }

  /** Stores what a browser told about itself; fields left undefined keep their stored value. */
  async setProfile(id: string, profile: ProfileUpdate): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('users')
      .set({ ...profile, profileUpdatedAt: now, updatedAt: now })
      .where('id', '=', id)
      .execute();
  }

  /** The guests that signed in to this account (their belongings moved to it). */
  async mergedInto(userId: string, trx: Db): Promise<string[]> {
    const rows = await trx.selectFrom('users').select('id').where('mergedInto', '=', userId).execute();
    return rows.map((r) => r.id);
  }

  /** Deletes users and their identities; rows of other tables that reference them cascade. */
  async deleteUsers(ids: readonly string[], trx: Db): Promise<void> {
    if (ids.length === 0) return;
    await trx.deleteFrom('userIdentities').where('userId', 'in', ids).execute();
    await trx.deleteFrom('users').where('id', 'in', ids).execute();
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
