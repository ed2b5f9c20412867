import type { Kysely } from 'kysely';

/**
 * Mock interviews (issue #15): `interviews` holds one submitted interview and, once the
 * `interviews.evaluate` job has run, its evaluation.
 * - `id`: a random, unguessable id; the emailed link to the result carries it (the link is the capability).
 * - `user_id`: who submitted it (an account, a guest, or `visitor-<uuid>` from the visitor cookie).
 * - `email`: where the result is sent (lower case; null: nowhere, a practice run); `office_id`: the office whose interview it was, if any.
 * - `answers`: the submitted questions and answers (JSON); `result`: the evaluation (JSON, the spec's
 *   interview result without its id); `status`: queued, ready or failed (`error` says why).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('interviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('office_id', 'text')
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('interviews_office')
    .on('interviews')
    .columns(['office_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('interviews_user').on('interviews').column('user_id').execute();
  await db.schema.createIndex('interviews_email').on('interviews').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('interviews').execute();
}
