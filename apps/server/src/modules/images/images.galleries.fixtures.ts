import { createHash } from 'node:crypto';
import type { Database, Insertable, ItemsTable, Kysely } from '@muse/db';

/** A moment `n` seconds into 2026, so fixtures sort the way their numbers do. */
export const at = (n: number): string => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();

/** A finished public image row of `userId`, numbered `n` (its times follow n). */
export function buildItem(
  n: number,
  userId: string,
  over: Partial<Insertable<ItemsTable>> = {},
): Insertable<ItemsTable> {
  // 24 hex characters like real ids (which the random pick relies on), the same for the same n and user.
  const id = createHash('sha256').update(`${n}:${userId}`).digest('hex').slice(0, 24);
  return {
    id,
    kind: 'image',
    filename: id,
    userId,
    name: `Picture ${n}`,
    description: 'a quiet picture',
    tags: '',
    model: 'art',
    width: 1024,
    height: 1024,
    size: 'square',
    quality: null,
    steps: 20,
    seed: n,
    source: 'web',
    language: 'en',
    // Explicit: a multi-row insert on SQLite writes NULL, not the default, for a column a row leaves out.
    private: 0,
    featured: 0,
    likes: 0,
    views: 0,
    requestedOn: at(n),
    startedOn: at(n),
    finishedOn: at(n),
    message: null,
    imageKey: `public/images/${id}.png`,
    thumbKey: `public/thumbs/${id}.webp`,
    categoryId: null,
    createdAt: at(n),
    updatedAt: at(n),
    ...over,
  };
}

export async function insertItems(db: Kysely<Database>, rows: Insertable<ItemsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('items')
      .values(rows.slice(i, i + 100))
      .execute();
}

export async function like(
  db: Kysely<Database>,
  userId: string,
  itemId: string,
  when: string,
): Promise<void> {
  await db.insertInto('itemReactions').values({ itemId, userId, value: 1, createdAt: when }).execute();
}
