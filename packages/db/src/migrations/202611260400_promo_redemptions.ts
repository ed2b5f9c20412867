import type { Kysely } from 'kysely';

/**
 * Promo code redemptions: a once-per-account code is recorded when the order that used it is
 * paid. The primary key (user_id, code) is what stops two concurrent checkouts of one account from both
 * getting the discount: the second fulfilment's insert conflicts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promo_redemptions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // upper case, as @muse/domain names it
    .addColumn('code', 'text', (c) => c.notNull())
    // the paid order that used it
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('redeemed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('promo_redemptions_pk', ['user_id', 'code'])
    .execute();
  await db.schema.createIndex('promo_redemptions_order').on('promo_redemptions').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promo_redemptions').ifExists().execute();
}
