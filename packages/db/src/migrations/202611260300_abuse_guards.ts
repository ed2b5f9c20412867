import type { Kysely } from 'kysely';

/**
 * Abuse guards against guessing sign-in codes and mass-producing cheap accounts:
 * - `sign_in_failures`: wrong sign-in codes per (email, client address) across all codes, with the time the
 *   next try is allowed (exponential backoff). Keyed by address so a stranger's failures never slow the owner.
 * - `address_events`: quota'd actions per client address (guest creation, guest reactions), one row each,
 *   counted in a sliding window and deleted once past their keeping time. `subject` names what the action made or touched (e.g. the guest's id).
 * - `referrals.friend_email_key`: the friend's normalised email; unique, so plus-tags and dots that the
 *   provider ignores earn a sharer one referral only. Older rows stay null (not backfilled).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addColumn('next_try_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_failures_pk', ['email', 'address'])
    .execute();
  await db.schema
    .createIndex('sign_in_failures_last')
    .on('sign_in_failures')
    .column('last_failure_at')
    .execute();

  await db.schema
    .createTable('address_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('address_events_window')
    .on('address_events')
    .columns(['kind', 'address', 'created_at'])
    .execute();
  // Each take clears its kind's events past their keeping time.
  await db.schema
    .createIndex('address_events_age')
    .on('address_events')
    .columns(['kind', 'created_at'])
    .execute();
  await db.schema
    .createIndex('address_events_subject')
    .on('address_events')
    .columns(['kind', 'subject'])
    .execute();

  await db.schema.alterTable('referrals').addColumn('friend_email_key', 'text').execute();
  await db.schema
    .createIndex('referrals_friend_email_key')
    .unique()
    .on('referrals')
    .column('friend_email_key')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('referrals_friend_email_key').execute();
  await db.schema.alterTable('referrals').dropColumn('friend_email_key').execute();
  await db.schema.dropTable('address_events').execute();
  await db.schema.dropTable('sign_in_failures').execute();
}
