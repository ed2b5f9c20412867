import type { Database, Insertable, Kysely, Selectable, Transaction } from '@muse/db';
import type { CategoriesTable, CategoryRequestsTable, ItemsTable } from '@muse/db';

export type CategoryRow = Selectable<CategoriesTable>;
export type CategoryRequestRow = Selectable<CategoryRequestsTable>;
export type CategoryItemRow = Selectable<ItemsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/**
 * Which of the owner's items a category list shows: a category's own, `uncategorised` ones (the special
 * `new`), or uncategorised ones that arrived after `since` (the special `new-distributed`).
 */
export type CategoryScope =
  { kind: 'category'; categoryId: string } | { kind: 'uncategorised'; since?: string };

/** The keyset of a category list: the last item's (createdAt, id). */
export interface ItemCursor {
  createdAt: string;
  id: string;
}

const KIND = 'image';

/**
 * The SQL of categories, category requests and which category each of the owner's items is in
 * (`items.category_id`, which only this module writes). Lists page by keyset on (createdAt, id).
 */
export class CategoriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  listCategories(userId: string): Promise<CategoryRow[]> {
    return this.db.selectFrom('categories').selectAll().where('userId', '=', userId).execute();
  }

  findCategory(userId: string, id: string, db: Db = this.db): Promise<CategoryRow | undefined> {
    return db
      .selectFrom('categories')
      .selectAll()
      .where('userId', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertCategory(row: Insertable<CategoriesTable>, db: Db = this.db): Promise<void> {
    await db.insertInto('categories').values(row).execute();
  }

  async updateCategory(
    id: string,
    changes: { name?: string; imageThumbUrl?: string | null },
    db: Db = this.db,
  ): Promise<void> {
    await db.updateTable('categories').set(changes).where('id', '=', id).execute();
  }

  /** Deletes the category; its items become uncategorised. Returns how many items that were. */
  async deleteCategory(userId: string, id: string): Promise<number> {
    return this.transaction(async (trx) => {
      const moved = await trx
        .updateTable('items')
        .set({ categoryId: null })
        .where('userId', '=', userId)
        .where('categoryId', '=', id)
        .executeTakeFirst();
      await trx.deleteFrom('categories').where('userId', '=', userId).where('id', '=', id).execute();
      return Number(moved.numUpdatedRows);
    });
  }

  /** One page of the owner's images in the scope, newest first; by position or after a cursor. */
  listItems(
    userId: string,
    scope: CategoryScope,
    limit: number,
    at: { offset: number } | { after: ItemCursor },
  ): Promise<CategoryItemRow[]> {
    let q = this.ownedImages(userId);
    if (scope.kind === 'category') q = q.where('categoryId', '=', scope.categoryId);
    else {
      q = q.where('categoryId', 'is', null);
      if (scope.since) q = q.where('createdAt', '>', scope.since);
    }
    if ('after' in at) {
      const { createdAt, id } = at.after;
      q = q.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(createdAt, id)));
    }
    q = q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit);
    if ('offset' in at) q = q.offset(at.offset);
    return q.execute();
  }

  /** The newest uncategorised image (the thumbnail of the special `new` entry). */
  latestUncategorised(userId: string): Promise<CategoryItemRow | undefined> {
    return this.ownedImages(userId)
      .where('categoryId', 'is', null)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The owner's items among `ids` (any kind or state: whatever the owner may move or delete). */
  ownedItems(userId: string, ids: readonly string[]): Promise<CategoryItemRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('items')
      .selectAll()
      .where('userId', '=', userId)
      .where('kind', '=', KIND)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** The owner's item whose image or thumbnail is stored under `key`. */
  ownedItemWithKey(userId: string, key: string): Promise<CategoryItemRow | undefined> {
    return this.db
      .selectFrom('items')
      .selectAll()
      .where('userId', '=', userId)
      .where((eb) => eb.or([eb('imageKey', '=', key), eb('thumbKey', '=', key)]))
      .executeTakeFirst();
  }

  async assign(userId: string, itemIds: readonly string[], categoryId: string | null, db: Db = this.db) {
    if (itemIds.length === 0) return;
    await db
      .updateTable('items')
      .set({ categoryId, updatedAt: new Date().toISOString() })
      .where('userId', '=', userId)
      .where('id', 'in', [...itemIds])
      .execute();
  }

  /** Clears the owner's category pictures that showed one of these (now deleted) files. */
  async clearThumbs(userId: string, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db
      .updateTable('categories')
      .set({ imageThumbUrl: null })
      .where('userId', '=', userId)
      .where('imageThumbUrl', 'in', [...keys])
      .execute();
  }

  latestRequest(userId: string): Promise<CategoryRequestRow | undefined> {
    return this.db
      .selectFrom('categoryRequests')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdOn', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The latest finished request: the `new-distributed` list starts after it. */
  latestFinishedRequest(userId: string): Promise<CategoryRequestRow | undefined> {
    return this.db
      .selectFrom('categoryRequests')
      .selectAll()
      .where('userId', '=', userId)
      .where('finishedOn', 'is not', null)
      .orderBy('createdOn', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  findRequest(id: string): Promise<CategoryRequestRow | undefined> {
    return this.db.selectFrom('categoryRequests').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertRequest(row: Insertable<CategoryRequestsTable>): Promise<void> {
    await this.db.insertInto('categoryRequests').values(row).execute();
  }

  /** Marks the request finished unless it already is; false when another run got there first. */
  async finishRequest(id: string, message: string | null, db: Db = this.db): Promise<boolean> {
    const res = await db
      .updateTable('categoryRequests')
      .set({ finishedOn: new Date().toISOString(), message })
      .where('id', '=', id)
      .where('finishedOn', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** The images an auto-categorisation sorts: finished, uncategorised, made by the time it was asked for. */
  uncategorisedUntil(userId: string, until: string): Promise<CategoryItemRow[]> {
    return this.ownedImages(userId)
      .where('categoryId', 'is', null)
      .where('createdAt', '<=', until)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  }

  private ownedImages(userId: string) {
    return this.db
      .selectFrom('items')
      .selectAll()
      .where('userId', '=', userId)
      .where('kind', '=', KIND)
      .where('imageKey', 'is not', null);
  }
}

/** A guest's categories and category requests go with its items to the account it signs in to. */
export async function moveGuestCategories(
  trx: Transaction<Database>,
  from: string,
  to: string,
): Promise<void> {
  await trx.updateTable('categories').set({ userId: to }).where('userId', '=', from).execute();
  await trx.updateTable('categoryRequests').set({ userId: to }).where('userId', '=', from).execute();
}
