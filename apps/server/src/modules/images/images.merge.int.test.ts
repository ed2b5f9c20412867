import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';
import { at, buildItem, insertItems, like } from './images.galleries.fixtures';

/** A guest who signs in by email keeps its images, likes, reports and boards (the merge transaction). */
describe('guest merge of images', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
  });
  afterAll(async () => h?.close());

  it('moves items, reactions, reports and categories, and keeps like counts true', async () => {
    const users = h.ctx.services.users;
    const owner = await users.findOrCreateByEmail('painter@example.com');
    const account = await users.findOrCreateByEmail('joiner@example.com');
    const guest = await users.createGuest();
    const [a, b, c] = [1, 2, 3].map((n) => buildItem(n, owner.id));
    const made = buildItem(4, guest.id);
    await insertItems(h.ctx.db, [a!, b!, c!, made]);
    // Both liked a; only the guest liked b; the guest disliked c, which the account reported.
    await like(h.ctx.db, guest.id, a!.id, at(10));
    await like(h.ctx.db, account.id, a!.id, at(11));
    await like(h.ctx.db, guest.id, b!.id, at(12));
    await h.ctx.db
      .insertInto('itemReactions')
      .values({ itemId: c!.id, userId: guest.id, value: -1, createdAt: at(13) })
      .execute();
    await h.ctx.db.updateTable('items').set({ likes: 2 }).where('id', '=', a!.id).execute();
    await h.ctx.db.updateTable('items').set({ likes: 1 }).where('id', '=', b!.id).execute();
    await h.ctx.db
      .insertInto('itemReports')
      .values([
        { itemId: c!.id, userId: guest.id, type: 'other', createdAt: at(14) },
        { itemId: c!.id, userId: account.id, type: 'violence', createdAt: at(15) },
        { itemId: b!.id, userId: guest.id, type: 'offensive', createdAt: at(16) },
      ])
      .execute();
    await h.ctx.db
      .insertInto('categories')
      .values({ id: 'guest-board', userId: guest.id, name: 'Mine', imageThumbUrl: null, createdAt: at(5) })
      .execute();
    await h.ctx.db
      .updateTable('items')
      .set({ categoryId: 'guest-board' })
      .where('id', '=', made.id)
      .execute();

    await users.mergeGuest(guest.id, account.id);

    const db = h.ctx.db;
    const items = await db.selectFrom('items').select(['id', 'userId', 'likes']).execute();
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(made.id)?.userId).toBe(account.id);
    // a was liked by the guest and the account: one user now, one like.
    expect(byId.get(a!.id)?.likes).toBe(1);
    expect(byId.get(b!.id)?.likes).toBe(1);
    const reactions = await db.selectFrom('itemReactions').selectAll().orderBy('itemId').execute();
    expect(reactions.every((r) => r.userId === account.id)).toBe(true);
    expect(reactions.map((r) => [r.itemId, r.value]).sort()).toEqual(
      [
        [a!.id, 1],
        [b!.id, 1],
        [c!.id, -1],
      ].sort(),
    );
    const reports = await db.selectFrom('itemReports').selectAll().execute();
    expect(reports.every((r) => r.userId === account.id)).toBe(true);
    // The account's own report of c stands; the guest's duplicate is dropped.
    expect(reports.find((r) => r.itemId === c!.id)?.type).toBe('violence');
    expect(reports).toHaveLength(2);
    const board = await db
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', 'guest-board')
      .executeTakeFirst();
    expect(board?.userId).toBe(account.id);

    // The account sees the moved like as a favourite and the board as its own.
    const cookie = await sessionFor(h, 'joiner@example.com');
    const favorites = await h.app.inject({
      method: 'POST',
      url: '/api/images/favorites',
      payload: {},
      headers: { cookie },
    });
    expect(
      favorites
        .json<{ _id: string }[]>()
        .map((i) => i._id)
        .sort(),
    ).toEqual([a!.id, b!.id].sort());
    const boards = await h.app.inject({ url: '/api/images/categories', headers: { cookie } });
    expect(boards.json<{ _id: string }[]>().map((x) => x._id)).toContain('guest-board');
  });
});
