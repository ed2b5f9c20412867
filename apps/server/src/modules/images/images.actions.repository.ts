import type { Database, Kysely } from '@muse/db';
import { VISUAL_KINDS, type ItemRow } from './images.repository';

/** The SQL of item actions that the generation repository has no use for. */
export class ImageActionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The owner's items among `ids`, whatever their kind or state. */
  ownedItems(userId: string, ids: readonly string[]): Promise<ItemRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('items')
      .selectAll()
      .where('userId', '=', userId)
      .where('kind', 'in', VISUAL_KINDS)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Deletes the items; their reactions, views and reports go with them (ON DELETE CASCADE). */
  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('items')
      .where('id', 'in', [...ids])
      .execute();
  }
}
