import {
  sql,
  type Database,
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
} from '@muse/db';

export type AssetRow = Selectable<Database['assets']>;
export type NewAssetRow = Insertable<Database['assets']>;

export interface AssetFilters {
  types: readonly string[];
  /** every one of these tags */
  tags: readonly string[];
  /** lower-case words matched in the name, description, filename or a tag */
  text?: string;
}

/** Only letters and words reach LIKE: `%` and `_` are dropped, as the images' tag filter does. */
const likeOf = (text: string) => `%${text.toLowerCase().replace(/[%_\\]/g, '')}%`;

/** The SQL of the asset library. Only the assets service calls it. */
export class AssetsRepository {
  constructor(readonly db: Kysely<Database>) {}

  find(id: string): Promise<AssetRow | undefined> {
    return this.db.selectFrom('assets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByItem(userId: string, itemId: string): Promise<AssetRow | undefined> {
    return this.db
      .selectFrom('assets')
      .selectAll()
      .where('userId', '=', userId)
      .where('itemId', '=', itemId)
      .executeTakeFirst();
  }

  /** Adds an asset; false when the creation is already in this library (the unique index refuses it). */
  async insert(row: NewAssetRow): Promise<boolean> {
    const res = await this.db
      .insertInto('assets')
      .values(row)
      .onConflict((oc) => oc.columns(['userId', 'itemId']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async updatePoll(id: string, change: { name: string; description: string; poll: string }): Promise<void> {
    await this.db
      .updateTable('assets')
      .set({ ...change, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('assets').where('id', '=', id).execute();
  }

  /** A page of `userId`'s assets matching `filters`, newest first, after `after` (keyset on createdAt, id). */
  async search(
    userId: string,
    filters: AssetFilters,
    after: AssetRow | undefined,
    limit: number,
  ): Promise<AssetRow[]> {
    let q = this.db
      .selectFrom('assets')
      .selectAll('assets')
      .where('assets.userId', '=', userId)
      .orderBy('assets.createdAt', 'desc')
      .orderBy('assets.id', 'desc')
      .limit(limit);
    if (filters.types.length) q = q.where('assets.type', 'in', filters.types);
    for (const tag of filters.tags)
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('assetTags')
            .select('assetTags.tag')
            .whereRef('assetTags.assetId', '=', 'assets.id')
            .where('assetTags.tag', '=', tag),
        ),
      );
    if (filters.text) {
      const like = likeOf(filters.text);
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(assets.name)`, 'like', like),
          eb(sql`lower(assets.description)`, 'like', like),
          eb(sql`lower(assets.filename)`, 'like', like),
          eb.exists(
            eb
              .selectFrom('assetTags')
              .select('assetTags.tag')
              .whereRef('assetTags.assetId', '=', 'assets.id')
              .where('assetTags.tag', 'like', like),
          ),
        ]),
      );
    }
    if (after)
      q = q.where((eb) =>
        eb.or([
          eb('assets.createdAt', '<', after.createdAt),
          eb.and([eb('assets.createdAt', '=', after.createdAt), eb('assets.id', '<', after.id)]),
        ]),
      );
    return q.execute();
  }

  /** The tags of each asset, alphabetically. */
  async tagsOf(assetIds: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(assetIds.map((id) => [id, []]));
    if (assetIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('assetTags')
      .select(['assetId', 'tag'])
      .where('assetId', 'in', assetIds)
      .orderBy('tag')
      .execute();
    for (const r of rows) out.get(r.assetId)?.push(r.tag);
    return out;
  }

  /** Every tag `userId` uses, alphabetically. */
  async tagsOfUser(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('assetTags')
      .innerJoin('assets', 'assets.id', 'assetTags.assetId')
      .select('assetTags.tag')
      .distinct()
      .where('assets.userId', '=', userId)
      .orderBy('assetTags.tag')
      .execute();
    return rows.map((r) => r.tag);
  }

  async countTags(assetId: string): Promise<number> {
    const row = await this.db
      .selectFrom('assetTags')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('assetId', '=', assetId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Tags an asset (once: tagging twice changes nothing). */
  async addTag(assetId: string, tag: string): Promise<void> {
    await this.db
      .insertInto('assetTags')
      .values({ assetId, tag })
      .onConflict((oc) => oc.columns(['assetId', 'tag']).doNothing())
      .execute();
  }

  async removeTag(assetId: string, tag: string): Promise<void> {
    await this.db.deleteFrom('assetTags').where('assetId', '=', assetId).where('tag', '=', tag).execute();
  }

  /** A guest's library becomes its account's; a creation in both stays once (the account's). */
  async moveOwner(trx: Transaction<Database>, from: string, to: string): Promise<void> {
    const theirs = trx
      .selectFrom('assets')
      .select('itemId')
      .where('userId', '=', to)
      .where('itemId', 'is not', null);
    await trx.deleteFrom('assets').where('userId', '=', from).where('itemId', 'in', theirs).execute();
    await trx.updateTable('assets').set({ userId: to }).where('userId', '=', from).execute();
  }
}
