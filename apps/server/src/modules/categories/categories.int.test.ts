import type { Category, ImageItem } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';
import { at, buildItem, insertItems } from '../images/images.galleries.fixtures';

const actor = { userId: 'admin', sessionId: '', email: null, isGuest: false, isAdmin: true };

// Workers are off: requests stay in progress, so the one-at-a-time rule and the clamping are seen as stored.
describe('categories', () => {
  let h: Harness;
  let ada: string;
  let bob: string;
  let adaId: string;
  let bobId: string;
  const adaItem = (n: number) => buildItem(n, adaId).id;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    h.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const categories = async (cookie: string) =>
    (await call('GET', '/api/images/categories', cookie)).json<Category[]>();
  const itemsOf = async (cookie: string, id: string, body: object = { limit: 100 }) =>
    (await call('POST', `/api/images/category/${id}`, cookie, body)).json<ImageItem[]>().map((i) => i._id);
  const userIdOf = async (cookie: string) =>
    (await h.app.inject({ url: '/api/session', headers: { cookie } })).json().userId as string;

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    ada = await sessionFor(h, 'ada@example.com');
    bob = await sessionFor(h, 'bob@example.com');
    adaId = await userIdOf(ada);
    bobId = await userIdOf(bob);
    const rows = [];
    for (let n = 1; n <= 30; n++) rows.push(buildItem(n, adaId));
    rows.push(
      buildItem(31, adaId, {
        private: 1,
        imageKey: 'private/images/p31.png',
        thumbKey: 'private/thumbs/p31.webp',
      }),
    );
    rows.push(buildItem(40, bobId));
    await insertItems(h.ctx.db, rows);
  });
  afterAll(async () => h?.close());

  it('creates categories and lists them with New first, then by name', async () => {
    expect((await call('GET', '/api/images/categories')).statusCode).toBe(401);
    const noName = await call('POST', '/api/images/categories/new', ada, { name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.details[0].field).toBe('name');

    const trips = (await call('POST', '/api/images/categories/new', ada, { name: 'Trips' })).json<Category>();
    await call('POST', '/api/images/categories/new', ada, { name: 'animals' });
    expect(trips).toMatchObject({ name: 'Trips', imageThumbUrl: null });
    const list = await categories(ada);
    expect(list.map((c) => c.name)).toEqual(['New', 'animals', 'Trips']);
    expect(list[0]).toMatchObject({ _id: 'new', imageThumbUrl: expect.stringContaining('p31.webp') });
    expect((await categories(bob)).map((c) => c._id)).toEqual(['new']);
  });

  it('moves items and renames, for the owner only; pages a category without repeats', async () => {
    const { _id: id } = (
      await call('POST', '/api/images/categories/new', ada, { name: 'Sea' })
    ).json<Category>();
    const moved = Array.from({ length: 25 }, (_, i) => adaItem(i + 1));
    const res = await call('PUT', '/api/images/categories/update', ada, {
      categoryId: id,
      categoryName: 'Seaside',
      categoryUpdates: moved.map((_id) => ({ categoryId: id, _id })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Category>().name).toBe('Seaside');

    const paged: string[] = [];
    for (let guard = 0; guard < 10; guard++) {
      const page = await itemsOf(ada, id, { limit: 10, ...(paged.length ? { after: paged.at(-1) } : {}) });
      paged.push(...page);
      if (page.length < 10) break;
    }
    expect(paged).toEqual([...moved].reverse());
    const byIndex = [0, 1, 2].map((index) => itemsOf(ada, id, { index, limit: 10 }));
    expect((await Promise.all(byIndex)).flat()).toEqual(paged);
    const viaGet = await call('GET', `/api/images/category/${id}`, ada);
    expect(viaGet.json()).toHaveLength(20);
    expect(await itemsOf(ada, 'new')).toEqual([31, 30, 29, 28, 27, 26].map(adaItem));

    // Back to New.
    await call('PUT', '/api/images/categories/update', ada, {
      categoryId: id,
      categoryUpdates: [{ categoryId: 'new', _id: adaItem(25) }],
    });
    expect((await itemsOf(ada, 'new'))[6]).toBe(adaItem(25));

    // Bob can neither see nor touch Ada's category or items.
    expect((await call('POST', `/api/images/category/${id}`, bob, {})).statusCode).toBe(404);
    const bobCat = (await call('POST', '/api/images/categories/new', bob, { name: 'Mine' })).json<Category>();
    const steal = await call('PUT', '/api/images/categories/update', bob, {
      categoryId: bobCat._id,
      categoryUpdates: [{ categoryId: bobCat._id, _id: adaItem(1) }],
    });
    expect(steal.statusCode).toBe(404);
    const intoAda = await call('PUT', '/api/images/categories/update', bob, {
      categoryId: bobCat._id,
      categoryUpdates: [{ categoryId: id, _id: buildItem(40, bobId).id }],
    });
    expect(intoAda.statusCode).toBe(404);
    const rename = await call('PUT', '/api/images/categories/update', bob, {
      categoryId: id,
      categoryName: 'Mine',
    });
    expect(rename.statusCode).toBe(404);
    expect((await call('DELETE', `/api/images/categories/${id}`, bob)).statusCode).toBe(404);
    expect(await itemsOf(ada, id)).toHaveLength(24);

    const badList = await call('PUT', '/api/images/categories/update', ada, {
      categoryId: id,
      categoryUpdates: 'x',
    });
    expect(badList.json().error.details[0].field).toBe('categoryUpdates');
    const renameNew = await call('PUT', '/api/images/categories/update', ada, {
      categoryId: 'new',
      categoryName: 'X',
    });
    expect(renameNew.json().error.details[0].field).toBe('categoryName');
  });

  it('sets a category picture from one of the owner’s images only', async () => {
    const { _id: id } = (
      await call('POST', '/api/images/categories/new', ada, { name: 'Pics' })
    ).json<Category>();
    const item = buildItem(3, adaId);
    const publicUrl = `http://localhost/api/media/${item.thumbKey}`;
    const res = await call('PUT', '/api/images/categories/thumb', ada, {
      categoryId: id,
      imageThumbUrl: publicUrl,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Category>().imageThumbUrl).toBe(`/api/media/${item.thumbKey}`);

    // A private picture is stored by key and listed with a fresh signed link.
    const signed = '/api/media/private/thumbs/p31.webp?expires=1&sig=abc';
    await call('PUT', '/api/images/categories/thumb', ada, { categoryId: id, imageThumbUrl: signed });
    const listed = (await categories(ada)).find((c) => c._id === id)!;
    expect(listed.imageThumbUrl).toMatch(/^\/api\/media\/private\/thumbs\/p31\.webp\?expires=\d+&sig=/);

    const bobsPicture = `/api/media/${buildItem(40, bobId).thumbKey}`;
    expect(
      (await call('PUT', '/api/images/categories/thumb', ada, { categoryId: id, imageThumbUrl: bobsPicture }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/images/categories/thumb', bob, { categoryId: id, imageThumbUrl: bobsPicture }))
        .statusCode,
    ).toBe(404);
    const onNew = await call('PUT', '/api/images/categories/thumb', ada, {
      categoryId: 'new',
      imageThumbUrl: publicUrl,
    });
    expect(onNew.json().error.details[0].field).toBe('categoryId');
  });

  it('deletes a category, leaving its items uncategorised', async () => {
    const { _id: id } = (
      await call('POST', '/api/images/categories/new', ada, { name: 'Temp' })
    ).json<Category>();
    await call('PUT', '/api/images/categories/update', ada, {
      categoryId: id,
      categoryUpdates: [{ categoryId: id, _id: adaItem(30) }],
    });
    const res = await call('DELETE', `/api/images/categories/${id}`, ada);
    expect(res.json()).toEqual({ ok: true, count: 1 });
    expect((await categories(ada)).some((c) => c._id === id)).toBe(false);
    expect(await itemsOf(ada, 'new')).toContain(adaItem(30));
    expect((await call('DELETE', `/api/images/categories/${id}`, ada)).statusCode).toBe(404);
  });

  it('deletes the owner’s images in bulk, with their files', async () => {
    const doomed = buildItem(28, adaId);
    const file = { contentType: 'image/png', visibility: 'public' as const };
    await h.ctx.blobs.put(doomed.imageKey!, Buffer.from('png'), file);
    await h.ctx.blobs.put(doomed.thumbKey!, Buffer.from('webp'), file);

    const mixed = await call('POST', '/api/images/categories/deletebulk', bob, {
      categoryId: 'new',
      ids: [doomed.id, buildItem(40, bobId).id],
    });
    expect(mixed.statusCode).toBe(404);
    expect(await h.ctx.blobs.head(doomed.imageKey!)).not.toBeNull();

    const empty = await call('POST', '/api/images/categories/deletebulk', ada, {
      categoryId: 'new',
      ids: [],
    });
    expect(empty.json().error.details[0].field).toBe('ids');
    const res = await call('POST', '/api/images/categories/deletebulk', ada, {
      categoryId: 'new',
      ids: [doomed.id, adaItem(27)],
    });
    expect(res.json()).toEqual({ ok: true, count: 2 });
    expect(await itemsOf(ada, 'new')).not.toContain(doomed.id);
    expect(await h.ctx.blobs.head(doomed.imageKey!)).toBeNull();
    expect(await h.ctx.blobs.head(doomed.thumbKey!)).toBeNull();
    // An image still being made is not deleted, and neither is anything sent with it.
    const running = buildItem(41, adaId, { finishedOn: null });
    await insertItems(h.ctx.db, [running]);
    const busy = await call('POST', '/api/images/categories/deletebulk', ada, {
      categoryId: 'new',
      ids: [running.id, adaItem(25)],
    });
    expect(busy.statusCode).toBe(409);
    expect(await itemsOf(ada, 'new')).toContain(adaItem(25));
    // A board whose picture showed a deleted image loses the picture.
    const { _id: board } = (
      await call('POST', '/api/images/categories/new', ada, { name: 'Pictured' })
    ).json<Category>();
    const shown = buildItem(42, adaId);
    await insertItems(h.ctx.db, [shown]);
    await call('PUT', '/api/images/categories/thumb', ada, {
      categoryId: board,
      imageThumbUrl: `/api/media/${shown.thumbKey}`,
    });
    expect((await categories(ada)).find((c) => c._id === board)?.imageThumbUrl).toBeTruthy();
    await call('POST', '/api/images/categories/deletebulk', ada, { categoryId: 'new', ids: [shown.id] });
    expect((await categories(ada)).find((c) => c._id === board)?.imageThumbUrl).toBeFalsy();
    expect(
      (
        await call('POST', '/api/images/categories/deletebulk', ada, {
          categoryId: 'nope',
          ids: [adaItem(26)],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists as new-distributed the uncategorised images that came after the last categorisation', async () => {
    const carol = await sessionFor(h, 'carol@example.com');
    const carolId = await userIdOf(carol);
    await insertItems(
      h.ctx.db,
      [1, 2, 3, 4].map((n) => buildItem(n, carolId)),
    );
    // Never categorised: everything uncategorised is left to distribute.
    expect(await itemsOf(carol, 'new-distributed')).toHaveLength(4);
    await h.ctx.db
      .insertInto('categoryRequests')
      .values({
        id: 'req-carol',
        userId: carolId,
        count: 2,
        createdOn: at(2),
        finishedOn: at(3),
        message: null,
      })
      .execute();
    expect(await itemsOf(carol, 'new-distributed')).toEqual([4, 3].map((n) => buildItem(n, carolId).id));
    expect(await itemsOf(carol, 'new')).toHaveLength(4);
  });

  it('asks for an auto-categorisation: count clamped per tier, one at a time', async () => {
    const tiers: [string, string, number, number][] = [
      ['free@example.com', '', 150, 100],
      ['free2@example.com', '', 7, 7],
      ['pro@example.com', 'true', 9, 5],
      ['pro2@example.com', 'true', 0, 1],
      ['premium@example.com', 'premium', 50, 20],
      ['premium2@example.com', 'premium', 0, 0],
      ['ultimate@example.com', 'ultimate', 100, 100],
    ];
    for (const [email, tier, count, expected] of tiers) {
      const cookie = await sessionFor(h, email);
      if (tier) await h.ctx.services.admin.setSubscription(actor, await userIdOf(cookie), tier, undefined);
      expect((await call('GET', '/api/images/categories/request', cookie)).json()).toEqual({
        categoryRequest: null,
      });
      // The schema bounds a count at 100 whatever the tier; the tier's bounds are applied by clamping.
      const body = { count: Math.min(count, 100) };
      const res = await call('POST', '/api/images/categories/request', cookie, body);
      expect(res.statusCode, `${email} ${res.body}`).toBe(200);
      expect(res.json().categoryRequest).toMatchObject({ count: expected, finishedOn: null });
      const latest = (await call('GET', '/api/images/categories/request', cookie)).json().categoryRequest;
      expect(latest).toMatchObject({ count: expected, finishedOn: null, createdOn: expect.any(String) });
      const again = await call('POST', '/api/images/categories/request', cookie, { count: 3 });
      expect(again.statusCode).toBe(409);
    }
    for (const bad of [{ count: 'abc' }, {}, { count: 101 }, { count: -1 }, { count: 2.5 }]) {
      const res = await call('POST', '/api/images/categories/request', ada, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe('count');
    }
    expect((await call('POST', '/api/images/categories/request', undefined, { count: 1 })).statusCode).toBe(
      401,
    );
  });
});
