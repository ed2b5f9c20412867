import type { Kysely } from 'kysely';

/**
 * Voice answers (issue #15): every recorded clip sent to POST /api/ai/transcribe, kept in the BlobStore under
 * a private key so an office's owner and admins can hear it beside the transcript.
 * - `user_id`: who spoke: a user id (guests included) or a signed-out visitor's `visitor-<uuid>`.
 * - `office_id`: the office the answer was for, when given (its owner and admins may hear the clip).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('voice_clips')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('office_id', 'text')
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('voice_clips_user').on('voice_clips').column('user_id').execute();
  await db.schema.createIndex('voice_clips_office').on('voice_clips').column('office_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voice_clips').execute();
}
