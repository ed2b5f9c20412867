/**
 * Gallery page latency with 100 and with 1,000,000 items in the table (embedded SQLite): the first page and
 * a page deep in the feed, and a ranked full-text search (page 0 and page 3). Keyset paging should make both
 * sizes and both depths cost about the same; the search ranks a bounded window of the newest matches, so it
 * should too. With TEST_DATABASE_URL set (e.g. postgres://postgres@127.0.0.1:5432/test) the search is also
 * measured on PostgreSQL; without it that part is skipped.
 */
import { createTestDatabase, sql, type DbHandle } from '@muse/db';
import { ImagesRepository, type Cursor } from '@muse/server';
import type { BenchResult } from './run';

const ROUNDS = 300;

async function seedUser(handle: DbHandle): Promise<void> {
  const now = new Date().toISOString();
  await handle.db
    .insertInto('users')
    .values({
      id: 'u1',
      email: 'bench@example.com',
      isGuest: 0,
      createdAt: now,
      updatedAt: now,
      emailVerifiedAt: null,
      subscriptionUntil: null,
      subscriptionCreditsExpireOn: null,
      mergedInto: null,
    })
    .execute();
}

// Rows are generated inside the database: a million inserts from JavaScript would dominate the run.
// A quarter of the items mention "sunset"; every tenth is private.
async function seedSqlite(handle: DbHandle, count: number): Promise<void> {
  await seedUser(handle);
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    insert into items (id, kind, filename, user_id, name, description, tags, model, size, private,
                       finished_on, image_key, created_at, updated_at)
    select printf('%024d', i), 'image', 'f' || i, 'u1', 'Picture ' || i,
           case i % 4 when 0 then 'a red sunset over the sea' when 1 then 'a quiet forest at dawn'
                      when 2 then 'neon city skyline at night' else 'mountain lake in watercolor' end,
           case i % 3 when 0 then 'watercolor' when 1 then 'neon' else 'photo' end,
           'art', 'square', case when i % 10 = 0 then 1 else 0 end,
           strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + i, 'unixepoch'), 'public/images/' || i || '.png',
           strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + i, 'unixepoch'),
           strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + i, 'unixepoch')
    from n`.execute(handle.db);
  // Fold the seed's write-ahead log into the database file, as a running server's checkpoints would:
  // otherwise the first figures measure reads through a 600 MB log.
  await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
}

/** The same rows on PostgreSQL. */
async function seedPostgres(handle: DbHandle, count: number): Promise<void> {
  await seedUser(handle);
  await sql`
    insert into items (id, kind, filename, user_id, name, description, tags, model, size, private,
                       finished_on, image_key, created_at, updated_at)
    select lpad(i::text, 24, '0'), 'image', 'f' || i, 'u1', 'Picture ' || i,
           case i % 4 when 0 then 'a red sunset over the sea' when 1 then 'a quiet forest at dawn'
                      when 2 then 'neon city skyline at night' else 'mountain lake in watercolor' end,
           case i % 3 when 0 then 'watercolor' when 1 then 'neon' else 'photo' end,
           'art', 'square', case when i % 10 = 0 then 1 else 0 end, t, 'public/images/' || i || '.png', t, t
    from generate_series(1, ${count}::int) as i,
         lateral (select to_char(to_timestamp(1700000000 + i) at time zone 'UTC',
                                 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as t) as times`.execute(handle.db);
  await sql`analyze items`.execute(handle.db);
}

/** A fresh database of the given kind, whatever TEST_DATABASE_URL says. */
async function freshDatabase(kind: 'sqlite' | 'postgres'): Promise<DbHandle> {
  const saved = process.env.TEST_DATABASE_URL;
  if (kind === 'sqlite') delete process.env.TEST_DATABASE_URL;
  try {
    return await createTestDatabase();
  } finally {
    if (saved !== undefined) process.env.TEST_DATABASE_URL = saved;
  }
}

async function time(run: () => Promise<unknown>, rounds = ROUNDS): Promise<{ p50: number; p95: number }> {
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    await run();
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Number(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(3));
  return { p50: at(0.5), p95: at(0.95) };
}

const SEARCH_ROUNDS = 100;

/**
 * Ranked search, 20 a page: "sunset" (a quarter of the items) on the first page and the fourth (index 3),
 * two common words, and a word nothing matches.
 */
async function searchFigures(repo: ImagesRepository): Promise<Record<string, number>> {
  const search = (words: string, offset = 0) =>
    time(() => repo.searchPublic('image', words, 20, { offset }), SEARCH_ROUNDS);
  const page0 = await search('sunset');
  const page3 = await search('sunset', 3 * 20);
  const twoWords = await search('forest dawn');
  const none = await search('zebra');
  return {
    'search "sunset" ranked, page 0 p50 (ms)': page0.p50,
    'search "sunset" ranked, page 0 p95 (ms)': page0.p95,
    'search "sunset" ranked, page 3 p50 (ms)': page3.p50,
    'search "forest dawn" ranked, page 0 p50 (ms)': twoWords.p50,
    'search "zebra" (no match) p50 (ms)': none.p50,
  };
}

async function measure(count: number): Promise<Record<string, number>> {
  const handle = await freshDatabase('sqlite');
  try {
    const started = Date.now();
    await seedSqlite(handle, count);
    const seeded = Date.now() - started;
    const repo = new ImagesRepository(handle.db, handle.dialect);
    // A cursor in the middle of the feed: what page N looks like after scrolling far.
    const middle = await handle.db
      .selectFrom('items')
      .select(['createdAt', 'id'])
      .orderBy('createdAt', 'desc')
      .offset(Math.floor(count / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    const deep: Cursor = { value: middle.createdAt, id: middle.id };
    const first = await time(() => repo.listMine('u1', 'image', {}, 20));
    const deepPage = await time(() => repo.listMine('u1', 'image', {}, 20, deep));
    const publicFirst = await time(() => repo.listPublicRecent('image', 20));
    const publicDeep = await time(() =>
      repo.listPublicRecent('image', 20, { value: middle.createdAt, id: middle.id }),
    );
    return {
      'seed (ms)': seeded,
      'my images, first page p50 (ms)': first.p50,
      'my images, page deep in the feed p50 (ms)': deepPage.p50,
      'public feed, first page p50 (ms)': publicFirst.p50,
      'public feed, deep page p50 (ms)': publicDeep.p50,
      'my images, deep page p95 (ms)': deepPage.p95,
      ...(await searchFigures(repo)),
    };
  } finally {
    await handle.destroy();
  }
}

/** The ranked search on PostgreSQL, when TEST_DATABASE_URL names a server. */
async function measurePostgres(count: number): Promise<Record<string, number>> {
  const handle = await freshDatabase('postgres');
  try {
    const started = Date.now();
    await seedPostgres(handle, count);
    const seeded = Date.now() - started;
    return { 'seed (ms)': seeded, ...(await searchFigures(new ImagesRepository(handle.db, handle.dialect))) };
  } finally {
    await handle.destroy();
  }
}

export async function galleryPaging(): Promise<BenchResult> {
  const count = Number(process.env.BENCH_ITEMS ?? 1_000_000);
  const label = count.toLocaleString('en-US');
  const figures: Record<string, number | string> = {};
  for (const [k, v] of Object.entries(await measure(100))) figures[`100 items: ${k}`] = v;
  for (const [k, v] of Object.entries(await measure(count))) figures[`${label} items: ${k}`] = v;
  if (process.env.TEST_DATABASE_URL) {
    try {
      for (const [k, v] of Object.entries(await measurePostgres(count)))
        figures[`PostgreSQL, ${label} items: ${k}`] = v;
    } catch (err) {
      figures['PostgreSQL'] = `skipped: ${err instanceof Error ? err.message : String(err)}`;
    }
  } else {
    figures['PostgreSQL'] = 'skipped (set TEST_DATABASE_URL to measure it)';
  }
  return { name: 'gallery-paging', figures };
}
