import type { Database, Insertable, Kysely, Selectable, Transaction } from '@muse/db';

export type CharacterRow = Selectable<Database['characters']>;

/** The SQL of saved characters. Only the characters service calls it. */
export class CharactersRepository {
  constructor(readonly db: Kysely<Database>) {}

  find(id: string): Promise<CharacterRow | undefined> {
    return this.db.selectFrom('characters').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: Insertable<Database['characters']>): Promise<void> {
    await this.db.insertInto('characters').values(row).execute();
  }

  async update(id: string, change: { name?: string; description?: string }): Promise<void> {
    await this.db
      .updateTable('characters')
      .set({ ...change, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('characters').where('id', '=', id).execute();
  }

  async count(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('characters')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A page of `userId`'s characters, newest first, after `after` (keyset on createdAt, id). */
  list(userId: string, after: CharacterRow | undefined, limit: number): Promise<CharacterRow[]> {
    let q = this.db
      .selectFrom('characters')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
    if (after)
      q = q.where((eb) =>
        eb.or([
          eb('createdAt', '<', after.createdAt),
          eb.and([eb('createdAt', '=', after.createdAt), eb('id', '<', after.id)]),
        ]),
      );
    return q.execute();
  }

  /** A guest's characters become its account's. */
  async moveOwner(trx: Transaction<Database>, from: string, to: string): Promise<void> {
    await trx.updateTable('characters').set({ userId: to }).where('userId', '=', from).execute();
  }
}
