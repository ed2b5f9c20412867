import { createTestDatabase, type DbHandle } from '@muse/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, insertItems } from './images.galleries.fixtures';
import { ImagesGalleryRepository, SEARCH_WINDOW } from './images.repository';

/**
 * The search ranks only the newest SEARCH_WINDOW matches (after its filters): what that bound means for
 * results, on whichever database the suite runs on.
 */
describe('ranked search window', () => {
  let handle: DbHandle;
  let repo: ImagesGalleryRepository;
  const OLD = 30;
  const total = SEARCH_WINDOW + OLD;
  const id = (n: number) => buildItem(n, 'u1').id;

  beforeAll(async () => {
    handle = await createTestDatabase();
    repo = new ImagesGalleryRepository(handle.db, handle.dialect);
    const now = new Date().toISOString();
    await handle.db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'window@example.com',
        isGuest: 0,
        createdAt: now,
        updatedAt: now,
        emailVerifiedAt: null,
        subscriptionUntil: null,
        subscriptionCreditsExpireOn: null,
        mergedInto: null,
      })
      .execute();
    // Oldest first, so insertion order (SQLite's rowid) and finish time (PostgreSQL) agree. Item 1 is the
    // best match of all; items 1–5 are the only ones of a rare model.
    const rows = [];
    for (let n = 1; n <= total; n++) {
      rows.push(
        buildItem(n, 'u1', {
          name: n === 1 ? 'Kite kite kite' : `Picture ${n}`,
          description: n === 1 ? 'a kite, kites and more kites' : 'a kite over the hill',
          model: n <= 5 ? 'rare' : 'art',
        }),
      );
    }
    await insertItems(handle.db, rows);
  });
  afterAll(async () => handle?.destroy());

  it('pages through the newest SEARCH_WINDOW matches, then ends with an empty page', async () => {
    const seen: string[] = [];
    for (let index = 0; ; index++) {
      const page = await repo.searchPublic('image', 'kite', 20, { offset: index * 20 });
      seen.push(...page.map((r) => r.id));
      if (page.length < 20) break;
    }
    expect(seen).toHaveLength(SEARCH_WINDOW);
    expect(new Set(seen).size).toBe(SEARCH_WINDOW);
    // The trade-off: older matches, even the best one, are past the window.
    for (let n = 1; n <= OLD; n++) expect(seen).not.toContain(id(n));
    expect(await repo.searchPublic('image', 'kite', 20, { offset: SEARCH_WINDOW - 5 })).toHaveLength(5);
    expect(await repo.searchPublic('image', 'kite', 20, { offset: SEARCH_WINDOW })).toEqual([]);
  });

  it('applies filters before the window, so a rare model’s older items are still found, best first', async () => {
    const rare = await repo.searchPublic('image', 'kite', 20, { models: ['rare'] });
    expect(rare.map((r) => r.id)).toHaveLength(5);
    expect(rare[0]!.id).toBe(id(1));
    expect(rare.every((r) => r.model === 'rare')).toBe(true);
  });
});
