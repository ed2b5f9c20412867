import { createTestDatabase, type DbHandle } from '@muse/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImagesRepository, cursorCodec, ftsQuery, type NewItem } from './images.repository';

describe('images repository', () => {
  let handle: DbHandle;
  let repo: ImagesRepository;
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
  const item = (n: number, over: Partial<NewItem> = {}): NewItem => ({
    id: `item${String(n).padStart(4, '0')}`,
    kind: 'image',
    filename: `file${n}`,
    userId: 'u1',
    name: `Picture ${n}`,
    description: n % 2 ? 'a red sunset over the sea' : 'a quiet forest at dawn',
    tags: n % 3 ? 'watercolor' : 'neon',
    model: n % 2 ? 'art' : 'photo2',
    size: 'square',
    width: 1024,
    height: 1024,
    quality: null,
    steps: 20,
    seed: n,
    source: 'web',
    language: 'en',
    requestedOn: at(n),
    startedOn: at(n),
    finishedOn: at(n),
    message: null,
    imageKey: `public/images/${n}.png`,
    thumbKey: null,
    categoryId: null,
    createdAt: at(n),
    updatedAt: at(n),
    ...over,
  });

  beforeAll(async () => {
    handle = await createTestDatabase();
    repo = new ImagesRepository(handle.db, handle.dialect);
    const now = new Date().toISOString();
    for (const id of ['u1', 'u2']) {
      await handle.db
        .insertInto('users')
        .values({
          id,
          email: `${id}@example.com`,
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
    for (let n = 1; n <= 45; n++) await repo.insert(item(n));
    // Same timestamp for two items: the id breaks the tie, so paging neither skips nor repeats them.
    await repo.insert(item(46, { createdAt: at(45), finishedOn: at(45) }));
    await repo.insert(item(47, { userId: 'u2', private: 1, description: 'a secret red sunset' }));
  });
  afterAll(async () => handle?.destroy());

  it('pages the user’s items newest first, ending with a short page, without skips or repeats', async () => {
    const seen: string[] = [];
    let cursor = undefined;
    let pages = 0;
    do {
      const page = await repo.listMine('u1', 'image', {}, 20, cursor);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.next ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(46);
    expect(new Set(seen).size).toBe(46);
    expect(seen.slice(0, 3)).toEqual(['item0046', 'item0045', 'item0044']);
  });

  it('narrows by words, tags, model and size', async () => {
    const sunsets = await repo.listMine('u1', 'image', { keywords: 'sunsets' }, 100);
    expect(sunsets.items.length).toBe(23);
    expect(sunsets.items.every((i) => i.description.includes('sunset'))).toBe(true);
    const neonPhoto = await repo.listMine('u1', 'image', { tags: ['neon'], model: 'photo2' }, 100);
    expect(neonPhoto.items.map((i) => i.id)).toEqual([
      'item0042',
      'item0036',
      'item0030',
      'item0024',
      'item0018',
      'item0012',
      'item0006',
    ]);
    expect((await repo.listMine('u1', 'image', { size: 'portrait' }, 100)).items).toEqual([]);
  });

  it('searches public items only, best match first', async () => {
    const hits = await repo.searchPublic('image', 'red sunset', 20);
    expect(hits).toHaveLength(20);
    expect(hits.some((h) => h.id === 'item0047')).toBe(false); // private
    expect(await repo.searchPublic('image', '"); drop table items; --', 20)).toEqual([]);
  });

  it('pages the public feed by finish time', async () => {
    const first = await repo.listPublicRecent('image', 10);
    expect(first.items[0]!.finishedOn! >= first.items[9]!.finishedOn!).toBe(true);
    const second = await repo.listPublicRecent('image', 10, first.next!);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(20);
  });

  it('keeps user text out of the query syntax and round-trips cursors', () => {
    expect(ftsQuery('Red* "sunset" OR x')).toEqual({
      sqlite: '"red"* "sunset"* "or"* "x"*',
      postgres: 'red:* & sunset:* & or:* & x:*',
    });
    expect(ftsQuery('  !!  ')).toBeNull();
    const c = { value: '2026-01-01T00:00:00.000Z', id: 'abc' };
    expect(cursorCodec.decode(cursorCodec.encode(c))).toEqual(c);
    expect(cursorCodec.decode('not-a-cursor')).toBeNull();
  });
});
