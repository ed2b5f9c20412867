/**
 * Gallery page latency with 100 and with 1,000,000 items in the table (embedded SQLite): the first page and
 * a page deep in the feed. Keyset paging should make both sizes and both depths cost about the same.
 */
import { createTestDatabase, sql, type DbHandle } from '@muse/db';
import { ImagesRepository, type Cursor } from '@muse/server';
import type { BenchResult } from './run';

const ROUNDS = 300;

async function seed(handle: DbHandle, count: number): Promise<void> {
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
  // Rows are generated inside the database: a million inserts from JavaScript would dominate the run.
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
}

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const ms: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    await run();
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Number(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(3));
  return { p50: at(0.5), p95: at(0.95) };
}

async function measure(count: number): Promise<Record<string, number>> {
  const handle = await createTestDatabase();
  try {
    const started = Date.now();
    await seed(handle, count);
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
    const search = await time(() => repo.searchPublic('image', 'sunset', 20));
    return {
      'seed (ms)': seeded,
      'my images, first page p50 (ms)': first.p50,
      'my images, page deep in the feed p50 (ms)': deepPage.p50,
      'public feed, first page p50 (ms)': publicFirst.p50,
      'public feed, deep page p50 (ms)': publicDeep.p50,
      'my images, deep page p95 (ms)': deepPage.p95,
      'search "sunset" top 20 p50 (ms)': search.p50,
    };
  } finally {
    await handle.destroy();
  }
}

export async function galleryPaging(): Promise<BenchResult> {
  const small = await measure(100);
  const large = await measure(Number(process.env.BENCH_ITEMS ?? 1_000_000));
  const figures: Record<string, number | string> = {};
  for (const [k, v] of Object.entries(small)) figures[`100 items: ${k}`] = v;
  for (const [k, v] of Object.entries(large)) figures[`1,000,000 items: ${k}`] = v;
  return { name: 'gallery-paging', figures };
}
