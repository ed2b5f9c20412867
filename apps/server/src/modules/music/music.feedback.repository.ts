import type { Database, Insertable, Kysely, MusicFeedbackTable } from '@muse/db';

/** Reviews and feedback from the music page, kept as sent. */
export class MusicFeedbackRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<MusicFeedbackTable>): Promise<void> {
    await this.db.insertInto('musicFeedback').values(row).execute();
  }
}
