import type { ImageItem } from '@muse/contracts';
import { BLOCKED_MESSAGE } from '@muse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, signIn, startHarness, type Harness, waitFinished } from '../../testing/harness';
import { at, buildItem, insertItems, like } from './images.galleries.fixtures';

describe('image galleries', () => {
  let h: Harness;
  let ada: string;
  let bob: string;
  let admin: string;
  let adaId: string;
  let bobId: string;
  /** ids of bob's public finished items, by number */
  const pub: string[] = [];
  /** bob's harbour pictures (numbers 201–224) and their ids */
  const harbour = Array.from({ length: 24 }, (_, i) => ({
    description: 'fishing boats in a harbour at night',
    model: ['art', 'photo2', 'sketch'][i % 3]!,
    tags: i % 4 === 0 ? 'ink, neon' : 'neon',
    size: i % 5 === 0 ? 'portrait' : 'square',
  }));
  const harbourIds: string[] = [];

  const post = (url: string, payload: object, cookie?: string) =>
    h.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const ids = (items: ImageItem[]) => items.map((i) => i._id);

  /** Pages through a list with `after` until a short page; returns every id in order. */
  async function pageAll(url: string, limit: number, cookie?: string, extra: object = {}): Promise<string[]> {
    const seen: string[] = [];
    for (let guard = 0; guard < 100; guard++) {
      const body = { ...extra, limit, ...(seen.length ? { after: seen.at(-1) } : {}) };
      const res = await post(url, body, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<ImageItem[]>();
      seen.push(...ids(page));
      if (page.length < limit) return seen;
    }
    throw new Error('paging never ended');
  }

  beforeAll(async () => {
    h = await startHarness();
    ada = await signIn(h, 'ada@example.com');
    bob = await sessionFor(h, 'bob@example.com');
    admin = await sessionFor(h, 'admin@example.com');
    adaId = (await h.app.inject({ url: '/api/session', headers: { cookie: ada } })).json().userId;
    bobId = (await h.app.inject({ url: '/api/session', headers: { cookie: bob } })).json().userId;

    const rows = [];
    for (let n = 1; n <= 33; n++) {
      // Likes repeat (n % 7) so ties are broken by id; every 4th is featured.
      const row = buildItem(n, bobId, {
        likes: n % 7,
        featured: n % 4 === 0 ? 1 : 0,
        model: n % 2 ? 'art' : 'photo2',
      });
      rows.push(row);
      pub.push(row.id);
    }
    rows.push(
      buildItem(101, bobId, {
        private: 1,
        likes: 99,
        featured: 1,
        name: 'Secret lighthouse',
        description: 'a lighthouse on a cliff',
        imageKey: 'private/images/x.png',
        thumbKey: null,
      }),
      buildItem(102, bobId, {
        finishedOn: null,
        imageKey: null,
        thumbKey: null,
        likes: 50,
        description: 'lighthouse',
      }),
      buildItem(103, bobId, { source: 'canvaweb', model: 'photo2' }),
      buildItem(104, bobId, { name: 'Lighthouse at dawn', description: 'a lighthouse on a cliff at dawn' }),
      buildItem(105, bobId, { name: 'Coast', description: 'a rocky coast', tags: 'lighthouse, dawn' }),
      // The search's relevance: the word in the name and the description, in the description, in the tags.
      buildItem(240, bobId, {
        name: 'Lantern festival',
        description: 'paper lanterns over the river at a lantern festival',
      }),
      buildItem(241, bobId, { name: 'River night', description: 'a paper lantern drifting on the water' }),
      buildItem(242, bobId, { name: 'Evening', description: 'a quiet street', tags: 'lantern' }),
    );
    // The search's pages and filters: 24 harbour pictures of three models, some inked, some portrait.
    for (let i = 0; i < harbour.length; i++) {
      const row = buildItem(201 + i, bobId, harbour[i]);
      rows.push(row);
      harbourIds.push(row.id);
    }
    await insertItems(h.ctx.db, rows);
  });
  afterAll(async () => h?.close());

  it('searches public finished items by keywords, best match first, hiding private ones', async () => {
    // One made the real way: it is found once finished.
    await h.ctx.services.credits.grant(adaId, 10, { reason: 'test', idempotencyKey: 'galleries-topup' });
    const made = await post(
      '/api/images/',
      { description: 'a lighthouse in a storm, at dawn', model: 'art' },
      ada,
    );
    expect(made.statusCode, made.body).toBe(200);
    await waitFinished(h, ada, made.json().filename);

    const res = await post('/api/images/similar', { keywords: 'lighthouse dawn' }, ada);
    expect(res.statusCode).toBe(200);
    const hits = res.json<ImageItem[]>();
    expect(hits[0]!.name).toBe('Lighthouse at dawn');
    expect(ids(hits)).toContain(buildItem(105, bobId).id);
    expect(hits.some((i) => i.userId === adaId)).toBe(true);
    expect(hits.every((i) => !i.private && i.finishedOn)).toBe(true);
    expect(hits.some((i) => i.name === 'Secret lighthouse')).toBe(false);

    const limited = await post('/api/images/similar', { keywords: 'lighthouse', limit: 1 });
    expect(limited.json()).toHaveLength(1);
    const byModel = await post('/api/images/similar', { keywords: 'lighthouse', model: 'photo2' });
    expect(byModel.json()).toEqual([]);
    expect((await post('/api/images/similar', { keywords: '!!' })).json()).toEqual([]);

    const missing = await post('/api/images/similar', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('keywords');
    const tooMany = await post('/api/images/similar', { keywords: 'sea', limit: 21 });
    expect(tooMany.json().error.details[0].field).toBe('limit');
  });

  it('pages the search by index: page N holds results N × limit on, and a short page ends it', async () => {
    const search = async (body: object) => {
      const res = await post('/api/images/similar', { keywords: 'harbour', ...body });
      expect(res.statusCode, res.body).toBe(200);
      return ids(res.json<ImageItem[]>());
    };
    const byFive: string[][] = [];
    for (let index = 0; index < 6; index++) byFive.push(await search({ limit: 5, index }));
    expect(byFive.map((p) => p.length)).toEqual([5, 5, 5, 5, 4, 0]);
    const all = byFive.flat();
    expect(new Set(all).size).toBe(24);
    expect([...all].sort()).toEqual([...harbourIds].sort());
    // The same order whatever the page size, and the spec's default of 20 a page.
    expect([...(await search({})), ...(await search({ index: 1 }))]).toEqual(all);
    expect(await search({ index: 1 })).toHaveLength(4);
    expect(await search({ index: 10_000 })).toEqual([]);
  });

  it('filters the search by model, models, tags and size', async () => {
    const search = async (body: object) => {
      const res = await post('/api/images/similar', { keywords: 'harbour', ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ImageItem[]>();
    };
    const expected = (keep: (h: (typeof harbour)[number]) => boolean) =>
      harbourIds.filter((_, i) => keep(harbour[i]!)).sort();
    const sorted = (items: ImageItem[]) => ids(items).sort();

    const photos = await search({ model: 'photo2' });
    expect(sorted(photos)).toEqual(expected((h) => h.model === 'photo2'));
    expect(photos.every((i) => i.model === 'photo2')).toBe(true);
    expect(sorted(await search({ models: ['photo2', 'sketch'] }))).toEqual(
      expected((h) => h.model !== 'art'),
    );
    expect(await search({ models: [] })).toHaveLength(20);
    expect(sorted(await search({ models: ['photo2', 'sketch'], model: 'sketch' }))).toEqual(
      expected((h) => h.model === 'sketch'),
    );
    expect(sorted(await search({ tags: ['ink'] }))).toEqual(expected((h) => h.tags.includes('ink')));
    expect(sorted(await search({ tags: ['ink', 'neon'] }))).toEqual(expected((h) => h.tags.includes('ink')));
    expect(await search({ tags: ['ink', 'watercolor'] })).toEqual([]);
    const portraits = await search({ size: 'portrait' });
    expect(sorted(portraits)).toEqual(expected((h) => h.size === 'portrait'));
    expect(portraits.every((i) => i.size === 'portrait')).toBe(true);
    expect(sorted(await search({ size: 'square', model: 'art', tags: ['ink'] }))).toEqual(
      expected((h) => h.size === 'square' && h.model === 'art' && h.tags.includes('ink')),
    );
    // Accepted: the language of the keywords (one stemming configuration serves all).
    expect(sorted(await search({ language: 'fr', limit: 20, index: 1 }))).toHaveLength(4);
  });

  it('ranks the best match first: the word in the name, then the description, then the tags', async () => {
    const res = await post('/api/images/similar', { keywords: 'lantern' });
    expect(ids(res.json<ImageItem[]>())).toEqual([240, 241, 242].map((n) => buildItem(n, bobId).id));
    const stemmed = await post('/api/images/similar', { keywords: 'lanterns' });
    expect(ids(stemmed.json<ImageItem[]>())[0]).toBe(buildItem(240, bobId).id);
  });

  it('refuses bad search input with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ keywords: 'sea', index: -1 }, 'index'],
      [{ keywords: 'sea', index: 1.5 }, 'index'],
      [{ keywords: 'sea', index: '2' }, 'index'],
      [{ keywords: 'sea', index: 10_001 }, 'index'],
      [{ keywords: 'sea', limit: 0 }, 'limit'],
      [{ keywords: 'sea', limit: 1_000_000 }, 'limit'],
      [{ keywords: 42 }, 'keywords'],
      [{ keywords: 'x'.repeat(501) }, 'keywords'],
      [{ keywords: 'sea', tags: 'neon' }, 'tags'],
      [{ keywords: 'sea', tags: [1] }, 'tags.0'],
      [{ keywords: 'sea', models: 'art' }, 'models'],
      [{ keywords: 'sea', model: '' }, 'model'],
      [{ keywords: 'sea', size: 'huge' }, 'size'],
      [{ keywords: 'sea', safe: 'yes' }, 'safe'],
      [{ keywords: 'sea', language: 7 }, 'language'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/api/images/similar', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.details[0].field, JSON.stringify(body)).toBe(field);
    }
  });

  it('refuses unsafe keywords with the check-safe text when safe search is on', async () => {
    const refused = await post('/api/images/similar', { keywords: 'hardcore porn', safe: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0]).toEqual({ field: 'keywords', message: BLOCKED_MESSAGE });
    // Off (the default), the search runs; nothing unsafe was ever made public.
    const unchecked = await post('/api/images/similar', { keywords: 'hardcore porn' });
    expect(unchecked.statusCode).toBe(200);
    expect(unchecked.json()).toEqual([]);
    const fine = await post('/api/images/similar', { keywords: 'harbour', safe: true, limit: 1 });
    expect(fine.json()).toHaveLength(1);
  });

  it('lists the caller’s favorites, newest like first, by index and by after', async () => {
    for (let n = 0; n < 25; n++) await like(h.ctx.db, adaId, pub[n]!, at(1000 + n));
    // A liked item that turned private is the owner's business only.
    await like(h.ctx.db, adaId, buildItem(101, bobId).id, at(2000));
    const expected = pub.slice(0, 25).reverse();

    expect(await pageAll('/api/images/favorites', 10, ada)).toEqual(expected);
    const byIndex: string[] = [];
    for (let index = 0; index < 3; index++) {
      byIndex.push(...ids((await post('/api/images/favorites', { index, limit: 10 }, ada)).json()));
    }
    expect(byIndex).toEqual(expected);
    const first = (await post('/api/images/favorites', {}, ada)).json<ImageItem[]>();
    expect(first).toHaveLength(20);
    expect(first.every((i) => i.liked)).toBe(true);

    expect((await post('/api/images/favorites', {}, bob)).json()).toEqual([]);
    expect((await post('/api/images/favorites', {})).statusCode).toBe(401);
    const bad = await post('/api/images/favorites', { after: pub[30] }, ada);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('after');
  });

  it('lists popular items, most likes first, paging on (likes, id) without repeats or skips', async () => {
    const all = await pageAll('/api/images/popular', 7);
    const rows = await h.ctx.db
      .selectFrom('items')
      .select(['id', 'likes'])
      .where('private', '=', 0)
      .where('imageKey', 'is not', null)
      .where('finishedOn', 'is not', null)
      .execute();
    const expected = rows
      .sort((a, b) => b.likes - a.likes || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map((r) => r.id);
    expect(all).toEqual(expected);
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(buildItem(101, bobId).id);
    expect(all).not.toContain(buildItem(102, bobId).id);
    const liked = (await post('/api/images/popular', { limit: 100 }, ada)).json<ImageItem[]>();
    expect(liked.filter((i) => i.liked).length).toBe(25);
  });

  it('lists featured public items, newest first, in pages', async () => {
    const all = await pageAll('/api/images/featured', 3);
    const expected = pub.filter((_, i) => (i + 1) % 4 === 0).reverse();
    expect(all).toEqual(expected);
    const bad = await post('/api/images/featured', { after: buildItem(101, bobId).id });
    expect(bad.json().error.details[0].field).toBe('after');
  });

  it('gives a random public item', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await post('/api/images/random', {});
      expect(res.statusCode).toBe(200);
      const item = res.json<ImageItem>();
      expect(item.private).toBe(false);
      expect(item.finishedOn).toBeTruthy();
      seen.add(item._id);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('shows the Recent lists to the admin only', async () => {
    for (const url of ['/api/images/recent', '/api/images/private/recent', '/api/images/canva/recent']) {
      expect((await post(url, {}, bob)).statusCode).toBe(403);
      expect((await post(url, {})).statusCode).toBe(401);
    }
    const recent = (await post('/api/images/recent', {}, admin)).json<ImageItem[]>();
    expect(recent.length).toBeGreaterThan(30);
    expect(recent.length).toBeLessThanOrEqual(100);
    expect(recent.every((i) => !i.private && i.finishedOn)).toBe(true);
    const times = recent.map((i) => i.finishedOn!);
    expect([...times].sort().reverse()).toEqual(times);
    const photos = (await post('/api/images/recent', { models: ['photo2'] }, admin)).json<ImageItem[]>();
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.every((i) => i.model === 'photo2')).toBe(true);

    const priv = (await post('/api/images/private/recent', {}, admin)).json<ImageItem[]>();
    expect(ids(priv)).toEqual([buildItem(101, bobId).id]);
    const canva = (await post('/api/images/canva/recent', {}, admin)).json<ImageItem[]>();
    expect(ids(canva)).toEqual([buildItem(103, bobId).id]);
    const badModels = await post('/api/images/recent', { models: 'art' }, admin);
    expect(badModels.json().error.details[0].field).toBe('models');
  });
});
