import type { Database, Kysely } from '@muse/db';

/** The `speech_cache` table. Only the speech cache calls this. */
export class SpeechRepository {
  constructor(private readonly db: Kysely<Database>) {}

  cached(key: string) {
    return this.db.selectFrom('speechCache').selectAll().where('key', '=', key).executeTakeFirst();
  }

  async record(key: string, bytes: number, at: string): Promise<void> {
    await this.db
      .insertInto('speechCache')
      .values({ key, bytes, lastUsedAt: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ bytes, lastUsedAt: at }))
      .execute();
  }

  async touch(key: string, at: string): Promise<void> {
    await this.db.updateTable('speechCache').set({ lastUsedAt: at }).where('key', '=', key).execute();
  }

  async forget(key: string): Promise<void> {
    await this.db.deleteFrom('speechCache').where('key', '=', key).execute();
  }

  async totalBytes(): Promise<number> {
    const row = await this.db
      .selectFrom('speechCache')
      .select((eb) => eb.fn.sum<number | string | null>('bytes').as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** The least recently used files first, except `keep`. */
  leastRecentlyUsed(limit: number, keep: string) {
    return this.db
      .selectFrom('speechCache')
      .select(['key', 'bytes'])
      .where('key', '!=', keep)
      .orderBy('lastUsedAt')
      .orderBy('key')
      .limit(limit)
      .execute();
  }
}
