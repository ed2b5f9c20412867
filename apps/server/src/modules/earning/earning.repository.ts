import type { CreditClaimsTable, Database, Kysely, ReferralsTable, Selectable, Transaction } from '@muse/db';

export type ClaimRow = Selectable<CreditClaimsTable>;
export type ReferralRow = Selectable<ReferralsTable>;
export type ClaimSource = 'daily' | 'onetime' | 'referral' | 'insight' | 'game' | 'streak';
type Db = Kysely<Database> | Transaction<Database>;

/** The earning module's SQL: claimable rewards, referrals and activity days. */
export class EarningRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Creates the reward unless it exists; a concurrent or repeated call changes nothing. */
  async insertClaim(row: ClaimRow, trx: Db = this.db): Promise<void> {
    await trx
      .insertInto('creditClaims')
      .values(row)
      .onConflict((oc) => oc.columns(['userId', 'source', 'item']).doNothing())
      .execute();
  }

  findClaim(userId: string, source: ClaimSource, item: string, trx: Db = this.db) {
    return trx
      .selectFrom('creditClaims')
      .selectAll()
      .where('userId', '=', userId)
      .where('source', '=', source)
      .where('item', '=', item)
      .executeTakeFirst();
  }

  /** A claim of this user by id (another user's is not found). */
  claimById(userId: string, id: string) {
    return this.db
      .selectFrom('creditClaims')
      .selectAll()
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  claimsOf(userId: string, source: ClaimSource): Promise<ClaimRow[]> {
    return this.db
      .selectFrom('creditClaims')
      .selectAll()
      .where('userId', '=', userId)
      .where('source', '=', source)
      .orderBy('createdOn')
      .orderBy('id')
      .execute();
  }

  /** Marks a claim claimed; true only for the call that did (the others find it already set). */
  async markClaimed(id: string, at: string): Promise<boolean> {
    const res = await this.db
      .updateTable('creditClaims')
      .set({ claimedOn: at })
      .where('id', '=', id)
      .where('claimedOn', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Undoes a reservation whose reward could not be handed over (so the user can try again). */
  async unmarkClaimed(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('creditClaims')
      .set({ claimedOn: null })
      .where('id', '=', id)
      .where('claimedOn', '=', at)
      .execute();
  }

  /** Drops unclaimed rewards of a source worth less than `below` (The Insight's "Try Again"). */
  async forfeitUnclaimed(userId: string, source: ClaimSource, below: number): Promise<void> {
    await this.db
      .deleteFrom('creditClaims')
      .where('userId', '=', userId)
      .where('source', '=', source)
      .where('claimedOn', 'is', null)
      .where('credits', '<', below)
      .execute();
  }

  // Referrals

  /** Records a referral and its reward in one transaction; false when the friend was referred before. */
  async insertReferral(referral: ReferralRow, reward: ClaimRow): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const res = await trx
        .insertInto('referrals')
        .values(referral)
        .onConflict((oc) => oc.column('friendId').doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await this.insertClaim(reward, trx);
      return true;
    });
  }

  referralOf(friendId: string) {
    return this.db.selectFrom('referrals').selectAll().where('friendId', '=', friendId).executeTakeFirst();
  }

  unclaimedReferrals(sharerId: string): Promise<ReferralRow[]> {
    return this.db
      .selectFrom('referrals')
      .selectAll()
      .where('sharerId', '=', sharerId)
      .where('claimedOn', 'is', null)
      .orderBy('createdOn')
      .orderBy('id')
      .execute();
  }

  async markReferralClaimed(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('referrals')
      .set({ claimedOn: at })
      .where('id', '=', id)
      .where('claimedOn', 'is', null)
      .execute();
  }

  referralById(sharerId: string, id: string) {
    return this.db
      .selectFrom('referrals')
      .selectAll()
      .where('id', '=', id)
      .where('sharerId', '=', sharerId)
      .executeTakeFirst();
  }

  // Activity days

  async insertActivityDay(userId: string, day: string): Promise<boolean> {
    const res = await this.db
      .insertInto('activityDays')
      .values({ userId, day })
      .onConflict((oc) => oc.columns(['userId', 'day']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** The user's active days, newest first, at most `limit` (a streak longer than that counts as `limit`). */
  async activityDays(userId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('activityDays')
      .select('day')
      .where('userId', '=', userId)
      .orderBy('day', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.day);
  }

  /** A guest's days become its account's (days both have stay once). */
  async moveActivityDays(trx: Transaction<Database>, fromUserId: string, toUserId: string): Promise<void> {
    const days = await trx
      .selectFrom('activityDays')
      .select('day')
      .where('userId', '=', fromUserId)
      .execute();
    if (days.length > 0) {
      await trx
        .insertInto('activityDays')
        .values(days.map(({ day }) => ({ userId: toUserId, day })))
        .onConflict((oc) => oc.columns(['userId', 'day']).doNothing())
        .execute();
    }
    await trx.deleteFrom('activityDays').where('userId', '=', fromUserId).execute();
  }
}
