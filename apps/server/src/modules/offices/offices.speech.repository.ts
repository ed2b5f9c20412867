import type { Database, Kysely } from '@muse/db';

/** The `speech_cache` and `speech_requests` tables. Only the speech service (its cache and quota) calls this. */
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

  async addRequest(id: string, address: string, at: string): Promise<void> {
    await this.db.insertInto('speechRequests').values({ id, address, createdAt: at }).execute();
  }

  async removeRequest(id: string): Promise<void> {
    await this.db.deleteFrom('speechRequests').where('id', '=', id).execute();
  }

  async removeRequestsBefore(at: string): Promise<void> {
    await this.db.deleteFrom('speechRequests').where('createdAt', '<', at).execute();
  }

  /** Requests since `at` (of one address when given) and the time of the oldest of them. */
  async requestsSince(at: string, address?: string): Promise<{ count: number; oldest: string | null }> {
    let query = this.db
      .selectFrom('speechRequests')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('createdAt').as('oldest')])
      .where('createdAt', '>=', at);
    if (address !== undefined) query = query.where('address', '=', address);
    const row = await query.executeTakeFirst();
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
  }
}
