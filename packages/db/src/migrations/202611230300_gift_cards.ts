import type { Kysely } from 'kysely';

/**
 * Gift cards. A card is made by its buyer (or given as a streak reward), paid once (`amount` set: cents, 0
 * for a reward), and redeemed once (`redeemed_on` set). The id is the secret of the share link, so it is
 * random (144 bits, URL-safe), never sequential. `order_id` is unique: an order pays one card; `reason` is
 * unique: a reward is issued once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 1week | 1month | 3months
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // cents; null until paid
    .addColumn('amount', 'integer')
    .addColumn('order_id', 'text', (c) => c.unique())
    // purchase | streak
    .addColumn('source', 'text', (c) => c.notNull())
    // what issued a reward card (earn:streak:<item>); null for purchases
    .addColumn('reason', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'text')
    .addColumn('redeemed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('redeemed_on', 'text')
    .execute();
  await db.schema
    .createIndex('gift_cards_buyer')
    .on('gift_cards')
    .columns(['buyer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_cards').ifExists().execute();
}
