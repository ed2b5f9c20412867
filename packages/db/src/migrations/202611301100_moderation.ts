import type { Kysely } from 'kysely';

/**
 * Moderation (issue #19): visitors' likes and reports (a signed-out browser, `visitor-<uuid>` from the
 * `muse_visitor` cookie, once per item each), when an admin last handled an item's reports (reports made
 * before it are done with), and bans: `users.banned_at`, and `items.owner_banned`, set on every item of a
 * banned user in the ban's transaction, so public lists hide them by one column of their own row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('banned_at', 'text').execute();
  await db.schema
    .alterTable('items')
    .addColumn('owner_banned', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('items').addColumn('reports_handled_at', 'text').execute();

  await db.schema
    .createTable('item_visitor_likes')
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_visitor_likes_pk', ['item_id', 'visitor'])
    .execute();

  await db.schema
    .createTable('item_visitor_reports')
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_visitor_reports_pk', ['item_id', 'visitor'])
    .execute();

  // The admin's list of reported items reads reports newest first.
  await db.schema.createIndex('item_reports_created').on('item_reports').column('created_at').execute();
  await db.schema
    .createIndex('item_visitor_reports_created')
    .on('item_visitor_reports')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('item_reports_created').ifExists().execute();
  await db.schema.dropTable('item_visitor_reports').ifExists().execute();
  await db.schema.dropTable('item_visitor_likes').ifExists().execute();
  await db.schema.alterTable('items').dropColumn('reports_handled_at').execute();
  await db.schema.alterTable('items').dropColumn('owner_banned').execute();
  await db.schema.alterTable('users').dropColumn('banned_at').execute();
}
