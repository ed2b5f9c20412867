import { sql, type Kysely } from 'kysely';

/**
 * Subscriptions: one row per purchase, gift, trial or admin grant of a tier or of music pro.
 * (type, external_id) is unique: the order or store transaction that paid for it can activate it only once.
 * The users row keeps the effective state the sweep and activations compute from these rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('started_on', 'text', (c) => c.notNull())
    .addColumn('current_period_end', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    // the end of the last monthly credit period paid out; the sweep pays the next one when it starts
    .addColumn('credits_granted_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('subscriptions_external', ['type', 'external_id'])
    .addCheckConstraint(
      'subscriptions_tier',
      sql`tier in ('true', 'premium', 'ultimate', 'trialpro', 'trialpremium')`,
    )
    .addCheckConstraint('subscriptions_product', sql`product in ('images', 'music')`)
    .addCheckConstraint('subscriptions_status', sql`status in ('active', 'expired', 'cancelled')`)
    .execute();
  await db.schema
    .createIndex('subscriptions_user')
    .on('subscriptions')
    .columns(['user_id', 'status', 'product'])
    .execute();
  await db.schema
    .createIndex('subscriptions_due')
    .on('subscriptions')
    .columns(['status', 'current_period_end'])
    .execute();

  // SQLite adds one column per statement.
  await db.schema
    .alterTable('users')
    .addColumn('music_pro', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('music_pro_until', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('had_trial', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // 1 from the moment music pro became paid until POST /user/musicpro has reported it once
  await db.schema
    .alterTable('users')
    .addColumn('music_pro_event_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('music_onboarded_at', 'text').execute();

  await db.schema.createIndex('users_subscription_until').on('users').column('subscription_until').execute();
  await db.schema
    .createIndex('users_subscription_credits_expire_on')
    .on('users')
    .column('subscription_credits_expire_on')
    .execute();
  await db.schema.createIndex('users_music_pro_until').on('users').column('music_pro_until').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'users_music_pro_until',
    'users_subscription_credits_expire_on',
    'users_subscription_until',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of [
    'music_onboarded_at',
    'music_pro_event_pending',
    'had_trial',
    'music_pro_until',
    'music_pro',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('subscriptions').ifExists().execute();
}
