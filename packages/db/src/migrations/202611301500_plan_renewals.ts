import type { Kysely } from 'kysely';

/**
 * Renewing plans and the mail about them.
 * - `orders`: a monthly plan's order keeps the end of the last period it paid for (`period_end`), whether it
 *   renews there (`renews`: the sandbox sweep or Stripe), when its buyer set it not to renew
 *   (`cancelled_on`) and the period end whose renewal reminder went out (`reminded_for`).
 * - `mail_keys`: one row per mail that must go once (a receipt, a reminder, a "music is ready"); its key
 *   names the order, renewal or track, never a person.
 * - `users.music_mail_off`: 1 once the user turned off "your music is ready" mails.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite takes one ADD COLUMN per ALTER TABLE.
  await db.schema.alterTable('orders').addColumn('period_end', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('renews', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('cancelled_on', 'text').execute();
  await db.schema.alterTable('orders').addColumn('reminded_for', 'text').execute();
  await db.schema.createIndex('orders_renewing').on('orders').columns(['renews', 'period_end']).execute();
  await db.schema
    .alterTable('users')
    .addColumn('music_mail_off', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('mail_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_keys').execute();
  await db.schema.alterTable('users').dropColumn('music_mail_off').execute();
  await db.schema.dropIndex('orders_renewing').execute();
  for (const column of ['reminded_for', 'cancelled_on', 'renews', 'period_end'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}
