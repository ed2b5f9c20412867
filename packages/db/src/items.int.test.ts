import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, sql, type DbHandle } from './index';

/** The items schema: constraints, and full-text search kept in sync on SQLite (FTS5) and PostgreSQL. */
describe('items schema', () => {
  let handle: DbHandle;
  const now = () => new Date().toISOString();
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'a@example.com',
        isGuest: 0,
        createdAt: now(),
        updatedAt: now(),
        emailVerifiedAt: null,
        subscriptionUntil: null,
        subscriptionCreditsExpireOn: null,
        mergedInto: null,
      })
      .execute();
  });
  afterAll(async () => handle?.destroy());

  const insert = (id: string, name: string, description: string, tags = '') =>
    handle.db
      .insertInto('items')
      .values({
        id,
        kind: 'image',
        filename: `${id}.png`,
        userId: 'u1',
        name,
        description,
        tags,
        model: 'art',
        width: 1024,
        height: 1024,
        size: 'square',
        quality: null,
        steps: 20,
        seed: 1,
        source: 'web',
        language: 'en',
        requestedOn: now(),
        startedOn: null,
        finishedOn: now(),
        message: null,
        imageKey: null,
        thumbKey: null,
        categoryId: null,
        createdAt: now(),
        updatedAt: now(),
      })
      .execute();

  /** Ids of items matching `query`, best match first, in the dialect's own full-text engine. */
  async function search(query: string): Promise<string[]> {
    if (handle.dialect === 'postgres') {
      const { rows } = await sql<{ id: string }>`
        select id from items, websearch_to_tsquery('english', ${query}) q
        where search @@ q order by ts_rank(search, q) desc, id`.execute(handle.db);
      return rows.map((r) => r.id);
    }
    const { rows } = await sql<{ id: string }>`
      select items.id from items_fts join items on items.rowid = items_fts.rowid
      where items_fts match ${query} order by bm25(items_fts, 10.0, 5.0, 2.0), items.id`.execute(handle.db);
    return rows.map((r) => r.id);
  }

  it('finds items by name, description and tags, with stemming, best match first', async () => {
    await insert('i1', 'Sunset over the sea', 'Warm light on waves');
    await insert('i2', 'City at night', 'Neon lights and rain, a sunset glow far away');
    await insert('i3', 'Forest path', 'Tall trees', 'watercolor, calm');
    expect(await search('sunset')).toEqual(['i1', 'i2']);
    expect(await search('wave')).toEqual(['i1']); // "waves" stems to "wave"
    expect(await search('watercolor')).toEqual(['i3']);
    expect(await search('dragons')).toEqual([]);
  });

  it('keeps the index in sync when items change or go', async () => {
    await handle.db
      .updateTable('items')
      .set({ name: 'Dragon over the sea' })
      .where('id', '=', 'i1')
      .execute();
    expect(await search('dragon')).toEqual(['i1']);
    await handle.db.deleteFrom('items').where('id', '=', 'i1').execute();
    expect(await search('dragon')).toEqual([]);
    expect(await search('sunset')).toEqual(['i2']);
  });

  it('allows one reaction and one report per user and item', async () => {
    await handle.db
      .insertInto('itemReactions')
      .values({ itemId: 'i2', userId: 'u1', value: 1, createdAt: now() })
      .execute();
    await expect(
      handle.db
        .insertInto('itemReactions')
        .values({ itemId: 'i2', userId: 'u1', value: -1, createdAt: now() })
        .execute(),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insertInto('itemReactions')
        .values({ itemId: 'i3', userId: 'u1', value: 5, createdAt: now() })
        .execute(),
    ).rejects.toThrow();
    await handle.db
      .insertInto('itemReports')
      .values({ itemId: 'i2', userId: 'u1', type: 'other', createdAt: now() })
      .execute();
    await expect(
      handle.db
        .insertInto('itemReports')
        .values({ itemId: 'i2', userId: 'u1', type: 'explicit', createdAt: now() })
        .execute(),
    ).rejects.toThrow();
  });
});
