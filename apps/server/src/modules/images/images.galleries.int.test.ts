import type { ImageItem } from '@muse/contracts';
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
    );
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
    const liked = (await post('/api/images/popular', { limit: 50 }, ada)).json<ImageItem[]>();
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
