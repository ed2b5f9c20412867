import { sql, type Kysely } from 'kysely';

/**
 * At most one category request in progress per user (in progress while finishedOn is unset). A partial
 * unique index makes two simultaneous requests impossible on either engine, where a check before the insert
 * could let both through.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('category_requests_one_open')
    .unique()
    .on('category_requests')
    .column('user_id')
    .where(sql.ref('finished_on'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('category_requests_one_open').ifExists().execute();
}
