import type { Kysely } from 'kysely';

/**
 * Client reviews: a review the sender agreed to show publicly (`publish` 1), the page's language when it was
 * written (`lang`, e.g. "en") and the name it is shown under (`shown_name`, null: no name). Only published
 * reviews appear in GET /api/images/client-reviews, newest first per language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema
    .alterTable('feedback')
    .addColumn('publish', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('feedback').addColumn('lang', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('shown_name', 'text').execute();
  await db.schema
    .createIndex('feedback_published')
    .on('feedback')
    .columns(['publish', 'lang', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feedback_published').execute();
  await db.schema.alterTable('feedback').dropColumn('shown_name').execute();
  await db.schema.alterTable('feedback').dropColumn('lang').execute();
  await db.schema.alterTable('feedback').dropColumn('publish').execute();
}
