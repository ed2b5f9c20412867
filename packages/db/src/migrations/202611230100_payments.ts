import type { Kysely } from 'kysely';

/**
 * Payments: one `orders` row per checkout or app-store purchase, and `payment_events`, the
 * provider events already handled, so a webhook delivered twice is processed once. A store transaction or a
 * checkout session belongs to one order: (provider, provider_ref) is unique, which is what makes a reused
 * app-store receipt fail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('promo_code', 'text')
    // open | paid | cancelled | failed
    .addColumn('status', 'text', (c) => c.notNull())
    // sandbox | stripe | android | ios
    .addColumn('provider', 'text', (c) => c.notNull())
    // checkout session id or store transaction; null until the provider answered
    .addColumn('provider_ref', 'text')
    // JSON: { giftCardId?, returnTo?, stripeSubscriptionId?, ... }
    .addColumn('meta', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'text')
    // set once every effect of the payment (credits, subscription, gift) went through
    .addColumn('fulfilled_on', 'text')
    .execute();
  await db.schema
    .createIndex('orders_provider_ref')
    .unique()
    .on('orders')
    .columns(['provider', 'provider_ref'])
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').ifExists().execute();
  await db.schema.dropTable('orders').ifExists().execute();
}
