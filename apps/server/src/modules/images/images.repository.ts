import type { Database, Dialect, Insertable, ItemsTable, Kysely, Selectable } from '@muse/db';
import { sql } from '@muse/db';

/** The items this module owns; music (kind 'music') shares the table and has its own module. */
export const IMAGE_KIND = 'image';
export const VIDEO_KIND = 'video';
/** Pictures and videos: the items this module owns, alike in queue, privacy, likes and the viewer. */
export const VISUAL_KINDS = [IMAGE_KIND, VIDEO_KIND];

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

/** The Similar search's filters and its page (`offset` into the ranked window). */
export interface SearchFilters {
  model?: string;
  /** any of these models; empty: no filter */
  models?: string[];
  size?: string;
  /** every tag must appear */
  tags?: string[];
  offset?: number;
}

/**
 * How many of the newest matching rows a search ranks: the bound on its cost, and how far it pages.
 * 2,000 is 100 pages of the spec's 20.
 */
export const SEARCH_WINDOW = 2_000;
/** PostgreSQL: how many of the newest rows are tested before the search turns to the GIN index. */
const SEARCH_SCAN = 10 * SEARCH_WINDOW;

export interface MineFilters {
  keywords?: string;
  tags?: string[];
  model?: string;
  size?: string;
  private?: boolean;
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

  /**
   * Hosted images the user made (or is making) without credits since `since`, other than `exceptId`: the
   * fair-use count of an unlimited plan. Runs that failed do not count.
   */
  async countFreeHosted(userId: string, hostedModels: string[], since: string, exceptId: string) {
    if (!hostedModels.length) return 0;
    const row = await this.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('kind', 'in', VISUAL_KINDS)
      .where('model', 'in', hostedModels)
      .where('credits', '>', 0)
      .where('charged', '=', 0)
      .where('startedOn', '>=', since)
      .where('id', '!=', exceptId)
      .where((eb) => eb.or([eb('imageKey', 'is not', null), eb('finishedOn', 'is', null)]))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Items of the user that wait or run: requested and not finished. */
  /** Whether the user has any item of these kinds (of these models, when given). */
  async hasMine(userId: string, kinds: readonly string[], models: readonly string[]): Promise<boolean> {
    let q = this.db.selectFrom('items').select('id').where('userId', '=', userId).where('kind', 'in', kinds);
    if (models.length) q = q.where('model', 'in', models);
    return (await q.limit(1).executeTakeFirst()) !== undefined;
  }

  /** Pictures made on this server (finished with a picture; public and private): the statistics banner. */
  async countMade(kind: string): Promise<number> {
    const row = await this.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('kind', '=', kind)
      .where('finishedOn', 'is not', null)
      .where('imageKey', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

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
      .where('kind', 'in', VISUAL_KINDS)
      .where('requestedOn', 'is not', null)
      .where('finishedOn', 'is', null)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), startedCount: Number(row.startedCount) };
  }

  findById(id: string) {
    return this.db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', id)
      .where('kind', 'in', VISUAL_KINDS)
      .executeTakeFirst();
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

  /** Pictures and videos by id, in no order (ids that are not one are left out). */
  findByIds(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('items')
      .selectAll()
      .where('id', 'in', ids)
      .where('kind', 'in', VISUAL_KINDS)
      .execute();
  }

  findByFilename(filename: string) {
    return this.db
      .selectFrom('items')
      .selectAll()
      .where('filename', '=', filename)
      .where('kind', 'in', VISUAL_KINDS)
      .executeTakeFirst();
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
      .where('ownerBanned', '=', 0)
      .where('finishedOn', 'is not', null)
      .where('imageKey', 'is not', null);
    if (after) {
      q = q.where((eb) => eb(eb.refTuple('finishedOn', 'id'), '<', eb.tuple(String(after.value), after.id)));
    }
    const rows = await q.orderBy('finishedOn', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return page(rows, limit, (r) => ({ value: r.finishedOn ?? '', id: r.id }));
  }

  /**
   * Finished public items matching the words, best match first (the spec's "Similar"), one page of them.
   *
   * Ranking is bounded: bm25 / ts_rank score only the newest SEARCH_WINDOW matches that pass the filters,
   * and pages are cut from those. Scoring every match cost ~340 ms at a million items with a quarter of
   * them matching; with the window a ranked page costs about what reading SEARCH_WINDOW rows costs, at any
   * table size. The trade-off: a strong match older than the newest SEARCH_WINDOW matches is never shown,
   * and paging ends after SEARCH_WINDOW results — for a gallery of "similar" images, fresh good matches beat
   * exhaustive recall. What the window does not bound: a filter few items pass (a model hardly anyone
   * uses) makes the search reach further back for its SEARCH_WINDOW rows — at worst through every match.
   *
   * SQLite walks the FTS5 index newest rowid first, the order it returns rowids in cheaply; what remains
   * linear in the number of matches there is small (merging a prefix term's doclist, bm25's document
   * counts: ~10 ms each per 250,000 matches). PostgreSQL: see newestMatchesPostgres.
   */
  async searchPublic(
    kind: string,
    words: string,
    limit: number,
    filters: SearchFilters = {},
  ): Promise<ItemRow[]> {
    const query = ftsQuery(words);
    const offset = filters.offset ?? 0;
    if (!query || offset >= SEARCH_WINDOW) return [];
    const take = Math.min(limit, SEARCH_WINDOW - offset);

    if (this.dialect === 'postgres') {
      const tsquery = sql`to_tsquery('english', ${query.postgres})`;
      const ids = await this.newestMatchesPostgres(kind, query.postgres, filters);
      if (offset >= ids.length) return [];
      return this.db
        .selectFrom('items')
        .selectAll('items')
        .where(sql<boolean>`items.id = any(${ids})`)
        .orderBy(sql`ts_rank(items.search, ${tsquery})`, 'desc')
        .orderBy('items.id')
        .limit(take)
        .offset(offset)
        .execute();
    }
    // bm25 is an FTS5 auxiliary function: it can only be computed inside the query that matches, so the
    // window carries each row's score out with its rowid.
    return this.db
      .with(
        (cte) => cte('candidates').materialized(),
        () =>
          this.publicMatches(kind, filters)
            .innerJoin(sql<{ rowid: number }>`items_fts`.as('fts'), (j) =>
              j.on(sql`fts.rowid`, '=', sql`items.rowid`),
            )
            .select([
              sql<number>`fts.rowid`.as('rid'),
              sql<number>`bm25(items_fts, 10.0, 5.0, 2.0)`.as('score'),
            ])
            .where(sql<boolean>`items_fts match ${query.sqlite}`)
            .orderBy(sql`fts.rowid`, 'desc')
            .limit(SEARCH_WINDOW),
      )
      .selectFrom('candidates')
      .innerJoin('items', (j) => j.on(sql`items.rowid`, '=', sql`candidates.rid`))
      .selectAll('items')
      .orderBy(sql`candidates.score`)
      .orderBy('items.id')
      .limit(take)
      .offset(offset)
      .execute();
  }

  /**
   * The ids of the newest SEARCH_WINDOW public matches on PostgreSQL. Its planner cannot estimate prefix
   * terms (`word:*` gets a fixed 2 %, two of them 0.04 %), so left to choose it read a quarter of a million
   * matches through the GIN index for two common words, or walked the whole table newest first for a word
   * nothing matches. So the choice is made here, by what the data shows: first the newest SEARCH_SCAN rows
   * passing the filters, newest first by the items_public_feed index, are tested against the query — enough
   * when at least one in ten matches (common words: the usual case). Otherwise the matches are sparse and
   * the GIN index finds them all, and the newest are kept; that costs in proportion to the matches, which
   * are few among recent items by then. (A filter almost nothing passes makes the first step read far down
   * the feed: the unbounded case of searchPublic.)
   */
  private async newestMatchesPostgres(
    kind: string,
    words: string,
    filters: SearchFilters,
  ): Promise<string[]> {
    const tsquery = sql`to_tsquery('english', ${words})`;
    const recent = this.publicMatches(kind, filters)
      .select(['items.id', sql<unknown>`items.search`.as('search')])
      .orderBy('items.finishedOn', 'desc')
      .orderBy('items.id', 'desc')
      .limit(SEARCH_SCAN);
    // No ORDER BY outside: rows stream out of the index in order and the LIMIT stops the scan early.
    const dense = await this.db
      .selectFrom(recent.as('recent'))
      .select('recent.id')
      .where(sql<boolean>`recent.search @@ ${tsquery}`)
      .limit(SEARCH_WINDOW)
      .execute();
    if (dense.length === SEARCH_WINDOW) return dense.map((r) => r.id);
    // Materialised without a LIMIT, so the planner has no reason to walk the table in order.
    const sparse = await this.db
      .with(
        (cte) => cte('matches').materialized(),
        () =>
          this.publicMatches(kind, filters)
            .select(['items.id', 'items.finishedOn'])
            .where(sql<boolean>`items.search @@ ${tsquery}`),
      )
      .selectFrom('matches')
      .select('matches.id')
      .orderBy('matches.finishedOn', 'desc')
      .orderBy('matches.id', 'desc')
      .limit(SEARCH_WINDOW)
      .execute();
    return sparse.map((r) => r.id);
  }

  /** Public, finished, rendered items of a kind, narrowed by the search's filters. */
  private publicMatches(kind: string, filters: SearchFilters) {
    let q = this.db
      .selectFrom('items')
      .where('items.kind', '=', kind)
      .where('items.private', '=', 0)
      .where('items.ownerBanned', '=', 0)
      .where('items.finishedOn', 'is not', null)
      .where('items.imageKey', 'is not', null);
    if (filters.model) q = q.where('items.model', '=', filters.model);
    if (filters.models?.length) q = q.where('items.model', 'in', filters.models);
    if (filters.size) q = q.where('items.size', '=', filters.size);
    for (const tag of filters.tags ?? []) q = q.where('items.tags', 'like', `%${escapeLike(tag)}%`);
    return q;
  }

  private mineQuery(userId: string, kind: string, filters: MineFilters) {
    let q = this.db
      .selectFrom('items')
      .selectAll('items')
      .where('items.userId', '=', userId)
      .where('items.kind', '=', kind);
    if (filters.model) q = q.where('items.model', '=', filters.model);
    if (filters.size) q = q.where('items.size', '=', filters.size);
    if (filters.private !== undefined) q = q.where('items.private', '=', filters.private ? 1 : 0);
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

/** The three lists of the Recent panel, which only admins see. */
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
      .where((eb) =>
        eb.or([
          eb.and([eb('items.private', '=', 0), eb('items.ownerBanned', '=', 0)]),
          eb('items.userId', '=', userId),
        ]),
      );
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

  /** Each model's most liked public finished item, one per model of `models` that has any. */
  async topPublicPerModel(kind: string, models: readonly string[]): Promise<ItemRow[]> {
    return Promise.all(
      models.map((model) =>
        this.publicFinished(kind)
          .where('items.model', '=', model)
          .orderBy('items.likes', 'desc')
          .orderBy('items.id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ),
    ).then((rows) => rows.filter((r): r is ItemRow => r !== undefined));
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

  /**
   * Up to `limit` public items starting at a random id (wrapping to the start), leaving out one user's:
   * a random sample for the games, read by primary-key range like randomPublic.
   */
  async randomPublicRun(
    kind: string,
    pivot: string,
    limit: number,
    excludeUserId?: string,
  ): Promise<ItemRow[]> {
    const base = () => {
      const q = this.publicFinished(kind);
      return excludeUserId ? q.where('items.userId', '!=', excludeUserId) : q;
    };
    const after = await base().where('items.id', '>=', pivot).orderBy('items.id').limit(limit).execute();
    if (after.length >= limit) return after;
    const before = await base()
      .where('items.id', '<', pivot)
      .orderBy('items.id')
      .limit(limit - after.length)
      .execute();
    return [...after, ...before];
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
      .where('items.ownerBanned', '=', 0)
      .where('items.finishedOn', 'is not', null)
      .where('items.imageKey', 'is not', null);
  }
}
