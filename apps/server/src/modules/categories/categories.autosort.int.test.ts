import type { Category, ImageItem } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';
import { NOTHING_TO_SORT } from './categories.autosort';

const actor = { userId: 'admin', sessionId: '', email: null, isGuest: false, isAdmin: true };
const SUNSETS = [
  'a red sunset over the sea, watercolor',
  'golden sunset above a calm sea',
  'sunset on the sea with a small boat',
  'purple sunset and waves on the sea',
  'the sea at sunset, oil painting',
  'sunset reflections on a quiet sea',
];
const FORESTS = [
  'a misty forest with tall trees',
  'autumn forest, orange trees',
  'trees in a dark forest at night',
  'a path through the forest trees',
  'pine trees of a snowy forest',
  'forest trees in spring light',
];

describe('auto-categorisation', () => {
  let h: Harness;
  let ada: string;
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    h.app.inject({ method, url, payload, headers: { cookie } });

  async function make(cookie: string, description: string, tags: string[] = []): Promise<string> {
    const res = await call('POST', '/api/images/', cookie, { description, tags, model: 'art' });
    expect(res.statusCode, res.body).toBe(200);
    const { filename, _id } = res.json();
    for (let i = 0; i < 400; i++) {
      const item = (await call('GET', `/api/images/filename/${filename}`, cookie)).json<ImageItem>();
      if (item.finishedOn) return _id as string;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`${filename} did not finish`);
  }

  /** Asks for `count` categories and polls the request (as the client does every 10 s) until it finishes. */
  async function categorise(cookie: string, count: number) {
    const res = await call('POST', '/api/images/categories/request', cookie, { count });
    expect(res.statusCode, res.body).toBe(200);
    for (let i = 0; i < 400; i++) {
      const { categoryRequest } = (await call('GET', '/api/images/categories/request', cookie)).json();
      if (categoryRequest.finishedOn) return categoryRequest;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the category request did not finish');
  }

  beforeAll(async () => {
    h = await startHarness();
    ada = await sessionFor(h, 'ada@example.com');
    const adaId = (await h.app.inject({ url: '/api/session', headers: { cookie: ada } })).json().userId;
    // Pro: unlimited local generations; category counts 1–5.
    await h.ctx.services.admin.setSubscription(actor, adaId, 'true', undefined);
  });
  afterAll(async () => h?.close());

  it('sorts sunset and forest images into two named categories, every image assigned', async () => {
    const sunsetIds = [];
    const forestIds = [];
    for (const d of SUNSETS) sunsetIds.push(await make(ada, d, ['landscape']));
    for (const d of FORESTS) forestIds.push(await make(ada, d, ['landscape']));

    const request = await categorise(ada, 2);
    expect(request).toMatchObject({ count: 2, message: null });
    const list = (await call('GET', '/api/images/categories', ada)).json<Category[]>();
    expect(list).toHaveLength(3);
    expect(list[0]!._id).toBe('new');
    const items = async (id: string) =>
      (await call('POST', `/api/images/category/${id}`, ada, { limit: 100 }))
        .json<ImageItem[]>()
        .map((i) => i._id);
    expect(await items('new')).toEqual([]);

    const sea = list.find((c) => /sunset|sea/i.test(c.name))!;
    const forest = list.find((c) => /forest|trees/i.test(c.name))!;
    expect(sea).toBeDefined();
    expect(forest).toBeDefined();
    expect(sea._id).not.toBe(forest._id);
    expect((await items(sea._id)).sort()).toEqual([...sunsetIds].sort());
    expect((await items(forest._id)).sort()).toEqual([...forestIds].sort());
    expect(sea.imageThumbUrl).toMatch(/^\/api\/media\/public\//);
    expect(forest.name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+){0,2}$/);

    // Delivered again: the request is finished, so nothing changes.
    const row = await h.ctx.db.selectFrom('categoryRequests').selectAll().executeTakeFirstOrThrow();
    await h.ctx.jobServices.categories.run(row.id);
    expect((await call('GET', '/api/images/categories', ada)).json()).toEqual(list);

    // Nothing left to sort: the request finishes with a message, and no category is made.
    const empty = await categorise(ada, 2);
    expect(empty).toMatchObject({ message: NOTHING_TO_SORT });
    expect((await call('GET', '/api/images/categories', ada)).json()).toHaveLength(3);

    // A new image is left for the next run: it shows under new-distributed, then is sorted with a fresh name.
    const later = await make(ada, 'a sunset over the sea from a cliff');
    expect(await items('new-distributed')).toEqual([later]);
    await categorise(ada, 1);
    const names = (await call('GET', '/api/images/categories', ada)).json<Category[]>().map((c) => c.name);
    expect(names).toHaveLength(4);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(4);
    expect(await items('new-distributed')).toEqual([]);
  });
});
