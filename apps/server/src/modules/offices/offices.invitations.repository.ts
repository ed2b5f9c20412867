import type { Database, Kysely, OfficeInvitationsTable, Selectable, Updateable } from '@muse/db';

export type InvitationRow = Selectable<OfficeInvitationsTable>;

/** An invitation to the caller, with its office's name. */
export type InvitationWithOffice = InvitationRow & { officeName: string };

/** The `office_invitations` table. Only the invitations service calls this. */
export class InvitationsRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** Inserts unless the office already has a row for this email; true when inserted. */
  async insertOnce(row: InvitationRow): Promise<boolean> {
    const res = await this.db
      .insertInto('officeInvitations')
      .values(row)
      .onConflict((oc) => oc.columns(['officeId', 'email']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  findByOfficeAndEmail(officeId: string, email: string): Promise<InvitationRow | undefined> {
    return this.db
      .selectFrom('officeInvitations')
      .selectAll()
      .where('officeId', '=', officeId)
      .where('email', '=', email)
      .executeTakeFirst();
  }

  findWithOffice(where: { id: string } | { tokenHash: string }): Promise<InvitationWithOffice | undefined> {
    let q = this.db
      .selectFrom('officeInvitations')
      .innerJoin('offices', 'offices.id', 'officeInvitations.officeId')
      .selectAll('officeInvitations')
      .select('offices.name as officeName');
    q =
      'id' in where
        ? q.where('officeInvitations.id', '=', where.id)
        : q.where('officeInvitations.tokenHash', '=', where.tokenHash);
    return q.executeTakeFirst();
  }

  /**
   * Changes a row only if it is still as it was read (its sentAt and answer unchanged), so two concurrent
   * re-invites send one mail. True when changed.
   */
  async updateIfUnchanged(seen: InvitationRow, change: Updateable<OfficeInvitationsTable>): Promise<boolean> {
    let q = this.db
      .updateTable('officeInvitations')
      .set(change)
      .where('id', '=', seen.id)
      .where('sentAt', '=', seen.sentAt);
    q =
      seen.acceptedAt === null
        ? q.where('acceptedAt', 'is', null)
        : q.where('acceptedAt', '=', seen.acceptedAt);
    q =
      seen.declinedAt === null
        ? q.where('declinedAt', 'is', null)
        : q.where('declinedAt', '=', seen.declinedAt);
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** An office's invitations not yet answered nor expired, oldest first. */
  pendingForOffice(officeId: string, now: string): Promise<InvitationRow[]> {
    return this.db
      .selectFrom('officeInvitations')
      .selectAll()
      .where('officeId', '=', officeId)
      .where('acceptedAt', 'is', null)
      .where('declinedAt', 'is', null)
      .where('expiresAt', '>', now)
      .orderBy('createdAt')
      .orderBy('id')
      .limit(500)
      .execute();
  }

  /** Invitations to this email not yet answered nor expired, newest first. */
  pendingForEmail(email: string, now: string): Promise<InvitationWithOffice[]> {
    return this.db
      .selectFrom('officeInvitations')
      .innerJoin('offices', 'offices.id', 'officeInvitations.officeId')
      .selectAll('officeInvitations')
      .select('offices.name as officeName')
      .where('officeInvitations.email', '=', email)
      .where('officeInvitations.acceptedAt', 'is', null)
      .where('officeInvitations.declinedAt', 'is', null)
      .where('officeInvitations.expiresAt', '>', now)
      .orderBy('officeInvitations.createdAt', 'desc')
      .orderBy('officeInvitations.id', 'desc')
      .limit(200)
      .execute();
  }

  /**
   * Accepts a pending invitation and adds the member, in one transaction; false when it was no longer
   * pending (answered, withdrawn or expired in the meantime).
   */
  async accept(id: string, userId: string, addAsMember: boolean, now: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const res = await tx
        .updateTable('officeInvitations')
        .set({ acceptedAt: now })
        .where('id', '=', id)
        .where('acceptedAt', 'is', null)
        .where('declinedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('officeId')
        .executeTakeFirst();
      if (!res) return false;
      if (addAsMember) {
        await tx
          .insertInto('officeMembers')
          .values({ officeId: res.officeId, userId, addedAt: now })
          .onConflict((oc) => oc.columns(['officeId', 'userId']).doNothing())
          .execute();
      }
      return true;
    });
  }

  async decline(id: string, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('officeInvitations')
      .set({ declinedAt: now })
      .where('id', '=', id)
      .where('acceptedAt', 'is', null)
      .where('declinedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Withdraws an invitation not yet accepted; false when there is none. */
  async cancel(officeId: string, id: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('officeInvitations')
      .where('officeId', '=', officeId)
      .where('id', '=', id)
      .where('acceptedAt', 'is', null)
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }
}
