import type { Database, Kysely } from '@muse/db';

/** The SQL of item actions that the generation repository has no use for. */
export class ImageActionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Deletes the item; its reactions, views and reports go with it (ON DELETE CASCADE). */
  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('items').where('id', '=', id).execute();
  }
}
