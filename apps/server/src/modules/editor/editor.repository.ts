import type { Database, ImageEditsTable, Insertable, Kysely, Selectable } from '@muse/db';

export type ImageEditRow = Selectable<ImageEditsTable>;
export type NewImageEdit = Insertable<ImageEditsTable>;

/** The SQL of the editor's AI tool runs. */
export class EditorRepository {
  constructor(readonly db: Kysely<Database>) {}

  async insert(row: NewImageEdit): Promise<void> {
    await this.db.insertInto('imageEdits').values(row).execute();
  }

  findById(id: string): Promise<ImageEditRow | undefined> {
    return this.db.selectFrom('imageEdits').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async update(id: string, changes: Partial<Omit<NewImageEdit, 'id'>>): Promise<void> {
    await this.db.updateTable('imageEdits').set(changes).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('imageEdits').where('id', '=', id).execute();
  }

  async insertUpload(row: {
    filename: string;
    userId: string;
    blobKey: string;
    createdAt: string;
  }): Promise<void> {
    await this.db.insertInto('editorUploads').values(row).execute();
  }

  /** The blob of an upload, only for the user who uploaded it. */
  async uploadKey(userId: string, filename: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('editorUploads')
      .select('blobKey')
      .where('filename', '=', filename)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row?.blobKey;
  }

  /** Runs of a user not finished yet (a user may have a few at once). */
  async countRunning(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('imageEdits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('finishedOn', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Uploads made before `before` (ISO time), oldest first. */
  oldUploads(before: string, limit: number): Promise<{ filename: string; blobKey: string }[]> {
    return this.db
      .selectFrom('editorUploads')
      .select(['filename', 'blobKey'])
      .where('createdAt', '<', before)
      .orderBy('createdAt')
      .limit(limit)
      .execute();
  }

  async deleteUploads(filenames: string[]): Promise<void> {
    if (filenames.length)
      await this.db.deleteFrom('editorUploads').where('filename', 'in', filenames).execute();
  }

  /** Runs finished before `before` whose result picture is still kept. */
  oldResults(before: string, limit: number): Promise<{ id: string; resultKey: string | null }[]> {
    return this.db
      .selectFrom('imageEdits')
      .select(['id', 'resultKey'])
      .where('finishedOn', '<', before)
      .where('resultKey', 'is not', null)
      .orderBy('finishedOn')
      .limit(limit)
      .execute();
  }

  async forgetResults(ids: string[]): Promise<void> {
    if (ids.length)
      await this.db.updateTable('imageEdits').set({ resultKey: null }).where('id', 'in', ids).execute();
  }
}
