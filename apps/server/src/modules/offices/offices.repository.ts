import { randomBytes } from 'node:crypto';
import {
  sql,
  type Database,
  type Kysely,
  type OfficeAssistantsTable,
  type OfficesTable,
  type Selectable,
  type Transaction,
} from '@muse/db';

export type OfficeRow = Selectable<OfficesTable>;
export type AssistantRow = Selectable<OfficeAssistantsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** A training version: the time and a random part, so two changes in one millisecond still differ. */
export const trainingMark = (now: string) => `${now}/${randomBytes(6).toString('hex')}`;

/** The `offices`, `office_members` and `office_assistants` tables. Only the offices services call this. */
export class OfficesRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** A new office with its main assistant, in one transaction. */
  async create(office: OfficeRow, mainAssistant: AssistantRow): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('offices').values(office).execute();
      await tx.insertInto('officeAssistants').values(mainAssistant).execute();
    });
  }

  find(id: string, db: Db = this.db): Promise<OfficeRow | undefined> {
    return db.selectFrom('offices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Offices the user owns or is a member of, newest first. */
  listForUser(userId: string, limit: number): Promise<OfficeRow[]> {
    return this.db
      .selectFrom('offices')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('userId', '=', userId),
          eb(
            'id',
            'in',
            eb.selectFrom('officeMembers').select('officeId').where('officeMembers.userId', '=', userId),
          ),
        ]),
      )
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Demo offices, newest first, with their owners' emails (the helper chat's office is among them). */
  demoOffices(limit: number): Promise<{ id: string; email: string | null; isGuest: number }[]> {
    return this.db
      .selectFrom('offices')
      .innerJoin('users', 'users.id', 'offices.userId')
      .select(['offices.id as id', 'users.email as email', 'users.isGuest as isGuest'])
      .where('offices.demo', '=', 1)
      .orderBy('offices.createdAt', 'desc')
      .limit(limit)
      .execute();
  }

  async memberIds(officeId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('officeMembers')
      .select('userId')
      .where('officeId', '=', officeId)
      .orderBy('addedAt')
      .orderBy('userId')
      .execute();
    return rows.map((r) => r.userId);
  }

  async members(officeId: string): Promise<{ userId: string; email: string | null }[]> {
    return this.db
      .selectFrom('officeMembers')
      .innerJoin('users', 'users.id', 'officeMembers.userId')
      .select(['officeMembers.userId as userId', 'users.email as email'])
      .where('officeMembers.officeId', '=', officeId)
      .orderBy('officeMembers.addedAt')
      .orderBy('officeMembers.userId')
      .execute();
  }

  /** Whether the owner or a member of the office has this (lower-case) email. */
  async hasPersonWithEmail(officeId: string, ownerId: string, email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email)
      .where((eb) =>
        eb.or([
          eb('id', '=', ownerId),
          eb(
            'id',
            'in',
            eb.selectFrom('officeMembers').select('userId').where('officeMembers.officeId', '=', officeId),
          ),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }

  async removeMember(officeId: string, userId: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('officeMembers')
      .where('officeId', '=', officeId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  assistants(officeId: string): Promise<AssistantRow[]> {
    return this.db
      .selectFrom('officeAssistants')
      .selectAll()
      .where('officeId', '=', officeId)
      .orderBy('position')
      .execute();
  }

  /**
   * Changes one assistant by a read-modify-write inside a transaction, so two saves of different parts
   * (voice, avatar, personality) both land. False when there is no assistant at that position.
   */
  async updateAssistant(
    officeId: string,
    position: number,
    change: (row: AssistantRow) => Pick<AssistantRow, 'avatar' | 'dialog'>,
    now: string,
    touchesTraining: boolean,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      // Lock the office row first (PostgreSQL), so concurrent changes of one assistant queue up.
      await tx.updateTable('offices').set({ updatedAt: now }).where('id', '=', officeId).execute();
      const row = await tx
        .selectFrom('officeAssistants')
        .selectAll()
        .where('officeId', '=', officeId)
        .where('position', '=', position)
        .executeTakeFirst();
      if (!row) return false;
      await tx
        .updateTable('officeAssistants')
        .set({ ...change(row), updatedAt: now })
        .where('officeId', '=', officeId)
        .where('position', '=', position)
        .execute();
      if (touchesTraining) await this.markTrained(officeId, now, tx);
      return true;
    });
  }

  /** The answer indexes built from this office are stale from now on. */
  async markTrained(officeId: string, now: string, db: Db = this.db): Promise<void> {
    await db
      .updateTable('offices')
      .set({ trainedAt: trainingMark(now), updatedAt: now })
      .where('id', '=', officeId)
      .execute();
  }
}
