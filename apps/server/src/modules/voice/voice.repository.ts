import type { Database, Insertable, Kysely, Selectable, Transaction, VoiceClipsTable } from '@muse/db';

export type VoiceClipRow = Selectable<VoiceClipsTable>;

/** The voice_clips table: one row per recorded answer. Only the voice service calls it. */
export class VoiceRepository {
  constructor(readonly db: Kysely<Database>) {}

  async insert(row: Insertable<VoiceClipsTable>): Promise<void> {
    await this.db.insertInto('voiceClips').values(row).execute();
  }

  find(id: string): Promise<VoiceClipRow | undefined> {
    return this.db.selectFrom('voiceClips').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A guest's clips become its account's (inside the merge transaction). */
  async moveSpeaker(trx: Transaction<Database>, from: string, to: string): Promise<void> {
    await trx.updateTable('voiceClips').set({ userId: to }).where('userId', '=', from).execute();
  }
}
