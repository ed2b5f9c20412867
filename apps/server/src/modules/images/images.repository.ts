import type { Database, Dialect, Insertable, ItemsTable, Kysely, Selectable } from '@muse/db';
import { sql } from '@muse/db';

export type ItemRow = Selectable<ItemsTable>;
export type NewItem = Insertable<ItemsTable>;

/** Where the next page starts: the last row's ordering value and id (keyset paging). */
export interface Cursor {
  value: string | number;
  id: string;
}

export interface Page<T> {
  items: T[];
  /** null on the last page (a short page) */
  next: Cursor | null;
}

export interface MineFilters {
  keywords?: string;
  tags?: string[];
  model?: string;
  size?: string;
}

/**
 * The SQL of generated items. Every feed pages by keyset on (ordering column, id) with an index ending in
 * those columns, so page N costs what page 1 costs however many items there are. Full-text queries use the
 * dialect's own engine (SQLite FTS5, PostgreSQL tsvector), both ranked.
 */
export class ImagesRepository {
  constructor(
    protected readonly db: Kysely<Database>,
    protected readonly dialect: Dialect,
  ) {}

  async insert(item: NewItem): Promise<void> {
    await this.db.insertInto('items').values(item).execute();
  }

  async update(id: string, changes: Partial<Omit<NewItem, 'id'>>): Promise<void> {
    await this.db
      .updateTable('items')
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** Items of the user that wait or run: requested and not finished. */
  async countPending(userId: string): Promise<number> {
    return (await this.queueCounts(userId)).count;
  }

  async queueCounts(userId: string): Promise<{ count: number; startedCount: number }> {
    const row = await this.db
      .selectFrom('items')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.count<number>('startedOn').as('startedCount'),
      ])
      .where('userId', '=', userId)
      .where('requestedOn', 'is not', null)
      .where('finishedOn', 'is', null)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), startedCount: Number(row.startedCount) };
  }

  findById(id: string) {
    return this.db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The ids among `itemIds` the user likes: one query per list, for ImageItem.liked. */
  async likedAmong(userId: string, itemIds: readonly string[]): Promise<Set<string>> {
    if (itemIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('itemReactions')
      .select('itemId')
      .where('userId', '=', userId)
      .where('value', '=', 1)
      .where('itemId', 'in', itemIds)
      .execute();
    return new Set(rows.map((r) => r.itemId));
  }

  findByFilename(filename: string) {
    return this.db.selectFrom('items').selectAll().where('filename', '=', filename).executeTakeFirst();
  }

  /** A page by position (the spec's `index`): fine near the start; clients that scroll far pass `after`. */
  async listMineAt(
    userId: string,
    kind: string,
    filters: MineFilters,
    limit: number,
    offset: number,
  ): Promise<ItemRow[]> {
    return this.mineQuery(userId, kind, filters)
      .orderBy('items.createdAt', 'desc')
      .orderBy('items.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** The user's items, newest first, optionally narrowed by full text, tags, model and size. */
  async listMine(
    userId: string,
    kind: string,
    filters: MineFilters,
    limit: number,
    after?: Cursor,
  ): Promise<Page<ItemRow>> {
    let q = this.mineQuery(userId, kind, filters);
    if (after) {
      // A row-value comparison, which both engines turn into one index range scan (an OR of the two
      // conditions made SQLite scan half a million rows for a page deep in a large feed).
      q = q.where((eb) =>
        eb(eb.refTuple('items.createdAt', 'items.id'), '<', eb.tuple(String(after.value), after.id)),
      );
    }
    const rows = await q
      .orderBy('items.createdAt', 'desc')
      .orderBy('items.id', 'desc')
      .limit(limit)
      .execute();
    return page(rows, limit, (r) => ({ value: r.createdAt, id: r.id }));
  }

  /** Finished public items, newest first. */
  async listPublicRecent(kind: string, limit: number, after?: Cursor): Promise<Page<ItemRow>> {
    let q = this.db
      .selectFrom('items')
      .selectAll()
      .where('kind', '=', kind)
      .where('private', '=', 0)
      .where('finishedOn', 'is not', null)
      .where('imageKey', 'is not', null);
    if (after) {
      q = q.where((eb) => eb(eb.refTuple('finishedOn', 'id'), '<', eb.tuple(String(after.value), after.id)));
    }
    const rows = await q.orderBy('finishedOn', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return page(rows, limit, (r) => ({ value: r.finishedOn ?? '', id: r.id }));
  }

  /** Finished public items matching the words, best match first (the spec's "Similar", at most `limit`). */
  async searchPublic(kind: string, words: string, limit: number, model?: string): Promise<ItemRow[]> {
    const query = ftsQuery(words);
    if (!query) return [];
    if (this.dialect === 'postgres') {
      let q = this.db
        .selectFrom('items')
        .selectAll()
        .where('kind', '=', kind)
        .where('private', '=', 0)
        .where('finishedOn', 'is not', null)
        .where('imageKey', 'is not', null)
        .where(sql<boolean>`search @@ to_tsquery('english', ${query.postgres})`);
      if (model) q = q.where('model', '=', model);
      return q
        .orderBy(sql`ts_rank(search, to_tsquery('english', ${query.postgres}))`, 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    }
    let q = this.db
      .selectFrom('items')
      .innerJoin(sql<{ rowid: number }>`items_fts`.as('fts'), (j) =>
        j.on(sql`fts.rowid`, '=', sql`items.rowid`),
      )
      .selectAll('items')
      .where('items.kind', '=', kind)
      .where('items.private', '=', 0)
      .where('items.finishedOn', 'is not', null)
      .where('items.imageKey', 'is not', null)
      .where(sql<boolean>`items_fts match ${query.sqlite}`);
    if (model) q = q.where('items.model', '=', model);
    return q
      .orderBy(sql`bm25(items_fts, 10.0, 5.0, 2.0)`)
      .orderBy('items.id')
      .limit(limit)
      .execute();
  }

  private mineQuery(userId: string, kind: string, filters: MineFilters) {
    let q = this.db
      .selectFrom('items')
      .selectAll('items')
      .where('items.userId', '=', userId)
      .where('items.kind', '=', kind);
    if (filters.model) q = q.where('items.model', '=', filters.model);
    if (filters.size) q = q.where('items.size', '=', filters.size);
    for (const tag of filters.tags ?? []) q = q.where('items.tags', 'like', `%${escapeLike(tag)}%`);
    const match = filters.keywords ? this.matchClause(filters.keywords) : null;
    if (match) q = q.where(match);
    return q;
  }

  private matchClause(words: string) {
    const query = ftsQuery(words);
    if (!query) return null;
    if (this.dialect === 'postgres')
      return sql<boolean>`items.search @@ to_tsquery('english', ${query.postgres})`;
    return sql<boolean>`items.rowid in (select rowid from items_fts where items_fts match ${query.sqlite})`;
  }
}

function page<T>(rows: T[], limit: number, cursorOf: (row: T) => Cursor): Page<T> {
  const last = rows.at(-1);
  return { items: rows, next: rows.length === limit && last ? cursorOf(last) : null };
}

function escapeLike(text: string): string {
  return text.replace(/[%_]/g, '');
}

/**
 * Words → a prefix query for each engine, every word required. Only letters and digits reach the engines,
 * so user text can never be FTS syntax.
 */
export function ftsQuery(words: string): { sqlite: string; postgres: string } | null {
  const terms = words
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, 12);
  if (terms.length === 0) return null;
  return {
    sqlite: terms.map((t) => `"${t}"*`).join(' '),
    postgres: terms.map((t) => `${t}:*`).join(' & '),
  };
}

/** Encodes a cursor for clients (opaque) and reads it back; a malformed cursor reads as null. */
export const cursorCodec = {
  encode(c: Cursor): string {
    return Buffer.from(JSON.stringify([c.value, c.id])).toString('base64url');
  },
  decode(text: string | undefined): Cursor | null {
    if (!text) return null;
    try {
      const [value, id] = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown[];
      if ((typeof value !== 'string' && typeof value !== 'number') || typeof id !== 'string') return null;
      return { value, id };
    } catch {
      return null;
    }
  },
};

/** The admin's Recent lists (§2 "Admin-only Recent panel with three lists"). */
export type RecentList = 'public' | 'private' | 'canva';

/**
 * Gallery queries (similar, favorites, popular, featured, random, recent), appended as a subclass so the
 * reads of `items` stay in this one file while the base class is left as it is. Each list pages by keyset on
 * an index that ends in `id`.
 */
export class ImagesGalleryRepository extends ImagesRepository {
  /** The user's like of an item (the favorites cursor), if any. */
  findLike(userId: string, itemId: string) {
    return this.db
      .selectFrom('itemReactions')
      .selectAll()
      .where('userId', '=', userId)
      .where('itemId', '=', itemId)
      .where('value', '=', 1)
      .executeTakeFirst();
  }

  /**
   * Items the user likes, newest like first; keyset on (like time, item id). Items that turned private
   * since stay visible to their owner only.
   */
  async listFavorites(
    userId: string,
    kind: string,
    limit: number,
    at: { offset: number } | { after: Cursor },
  ): Promise<ItemRow[]> {
    let q = this.db
      .selectFrom('itemReactions as r')
      .innerJoin('items', 'items.id', 'r.itemId')
      .selectAll('items')
      .where('r.userId', '=', userId)
      .where('r.value', '=', 1)
      .where('items.kind', '=', kind)
      .where('items.imageKey', 'is not', null)
      .where((eb) => eb.or([eb('items.private', '=', 0), eb('items.userId', '=', userId)]));
    if ('after' in at) {
      const { value, id } = at.after;
      q = q.where((eb) => eb(eb.refTuple('r.createdAt', 'r.itemId'), '<', eb.tuple(String(value), id)));
    }
    q = q.orderBy('r.createdAt', 'desc').orderBy('r.itemId', 'desc').limit(limit);
    if ('offset' in at) q = q.offset(at.offset);
    return q.execute();
  }

  /** Public finished items, most likes first; keyset on (likes, id) over the items_popular index. */
  async listPopular(kind: string, limit: number, after?: Cursor): Promise<ItemRow[]> {
    let q = this.publicFinished(kind);
    if (after) {
      q = q.where((eb) =>
        eb(eb.refTuple('items.likes', 'items.id'), '<', eb.tuple(Number(after.value), after.id)),
      );
    }
    return q.orderBy('items.likes', 'desc').orderBy('items.id', 'desc').limit(limit).execute();
  }

  /** Featured public items, newest first; keyset on (finishedOn, id). */
  async listFeatured(kind: string, limit: number, after?: Cursor): Promise<ItemRow[]> {
    let q = this.publicFinished(kind).where('items.featured', '=', 1);
    if (after) {
      q = q.where((eb) =>
        eb(eb.refTuple('items.finishedOn', 'items.id'), '<', eb.tuple(String(after.value), after.id)),
      );
    }
    return q.orderBy('items.finishedOn', 'desc').orderBy('items.id', 'desc').limit(limit).execute();
  }

  /**
   * One public item at random without sorting the table: ids are random hex, so the first public item at or
   * after a random id (wrapping to the start) is a uniform-enough pick, found by one primary-key range read.
   */
  async randomPublic(kind: string, pivot: string): Promise<ItemRow | undefined> {
    const after = await this.publicFinished(kind)
      .where('items.id', '>=', pivot)
      .orderBy('items.id')
      .limit(1)
      .executeTakeFirst();
    if (after) return after;
    return this.publicFinished(kind)
      .where('items.id', '<', pivot)
      .orderBy('items.id')
      .limit(1)
      .executeTakeFirst();
  }

  /** The admin's Recent lists: the latest finished items of everyone, newest first. */
  async listRecent(list: RecentList, kind: string, limit: number, models?: string[]): Promise<ItemRow[]> {
    let q = this.db
      .selectFrom('items')
      .selectAll('items')
      .where('items.kind', '=', kind)
      .where('items.finishedOn', 'is not', null);
    if (list === 'public') q = q.where('items.private', '=', 0);
    if (list === 'private') q = q.where('items.private', '=', 1);
    if (list === 'canva') q = q.where('items.source', 'like', 'canva%');
    if (models && models.length > 0) q = q.where('items.model', 'in', models);
    return q.orderBy('items.finishedOn', 'desc').orderBy('items.id', 'desc').limit(limit).execute();
  }

  private publicFinished(kind: string) {
    return this.db
      .selectFrom('items')
      .selectAll('items')
      .where('items.kind', '=', kind)
      .where('items.private', '=', 0)
      .where('items.finishedOn', 'is not', null)
      .where('items.imageKey', 'is not', null);
  }
}
