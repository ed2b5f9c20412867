import type { Kysely } from 'kysely';

/**
 * Dialog transcripts, feedback and dialog forms (issue #15):
 * - `transcripts`: one answered question of a recorded dialog run; `user_id` is who sent it (an account,
 *   a guest, or `visitor-<uuid>` from the visitor cookie). Read by session, newest sessions first.
 * - `feedback`: demo requests, interview ratings and suggestions, the feedback popup's reviews and skips,
 *   kept as sent. `user_id` is the sender (as above; null never: visitors get their cookie id), `email` the
 *   address typed (the demo form's, or a signed-out reviewer's), `office_id` the office it came from.
 * - `form_submissions`: a dialog's FormSubmit answers (JSON) for an office.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transcripts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('parameters', 'text')
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('audio_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transcripts_office_session')
    .on('transcripts')
    .columns(['office_id', 'session_id', 'created_at'])
    .execute();
  await db.schema.createIndex('transcripts_user').on('transcripts').column('user_id').execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('office_id', 'text')
    .addColumn('form_data', 'text')
    .addColumn('review', 'text')
    .addColumn('feedback', 'text')
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_user').on('feedback').column('user_id').execute();
  await db.schema
    .createIndex('feedback_office')
    .on('feedback')
    .columns(['office_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_submissions_office')
    .on('form_submissions')
    .columns(['office_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('form_submissions_user').on('form_submissions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_submissions').execute();
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('transcripts').execute();
}
