import type { Kysely } from 'kysely';

/**
 * Notifications admins write for everyone, a tier or one account, shown from `publish_at` until `expires_at`,
 * and each person's one response (an action's value or `close`, with the input's text). `published_at` is
 * when the live event went out (at once, or by the delayed publish job), so a retried job sends it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('header', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('show_input', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON: [{ buttonText, response, default }]
    .addColumn('actions', 'text', (c) => c.notNull())
    .addColumn('blocking', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('timeout_for_enable_close', 'integer', (c) => c.notNull().defaultTo(0))
    // everyone | tier | user
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_tier', 'text')
    .addColumn('target_user_id', 'text')
    .addColumn('target_email', 'text')
    .addColumn('publish_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('published_at', 'text')
    .addColumn('created_by_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_publish_at')
    .on('notifications')
    .columns(['publish_at', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_created_at')
    .on('notifications')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_target_user')
    .on('notifications')
    .column('target_user_id')
    .execute();

  await db.schema
    .createTable('notification_responses')
    .addColumn('notification_id', 'text', (c) =>
      c.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_responses_pk', ['notification_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('notification_responses_user')
    .on('notification_responses')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('notification_responses_created')
    .on('notification_responses')
    .columns(['notification_id', 'created_at', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_responses').ifExists().execute();
  await db.schema.dropTable('notifications').ifExists().execute();
}
