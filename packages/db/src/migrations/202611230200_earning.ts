import type { Kysely } from 'kysely';

/**
 * Earning credits: claimable rewards, referrals, activity days for streaks, game high scores and
 * The Insight's served questions. A claim exists once per (user, source, item) — the unique index is what
 * makes a reward payable once however many requests race for it; the ledger's idempotency key
 * `claim:<id>` makes the payment itself happen once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // daily | onetime | referral | insight | game | streak
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('claimed_on', 'text')
    .execute();
  await db.schema
    .createIndex('credit_claims_once')
    .unique()
    .on('credit_claims')
    .columns(['user_id', 'source', 'item'])
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sharer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // one referral per friend, ever
    .addColumn('friend_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('image_ref', 'text')
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('claimed_on', 'text')
    .execute();
  await db.schema
    .createIndex('referrals_sharer')
    .on('referrals')
    .columns(['sharer_id', 'created_on'])
    .execute();

  await db.schema
    .createTable('activity_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // YYYY-MM-DD, UTC
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_days_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('game_highscores')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('highscore', 'integer', (c) => c.notNull())
    .addColumn('updated_on', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_highscores_pk', ['user_id', 'game', 'level'])
    .execute();

  await db.schema
    .createTable('insight_rounds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('asked_on', 'text', (c) => c.notNull())
    .addColumn('answered_on', 'text')
    // 1 right, 0 wrong, null unanswered
    .addColumn('correct', 'integer')
    .execute();
  await db.schema
    .createIndex('insight_rounds_user_day')
    .on('insight_rounds')
    .columns(['user_id', 'day', 'asked_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['insight_rounds', 'game_highscores', 'activity_days', 'referrals', 'credit_claims'])
    await db.schema.dropTable(table).ifExists().execute();
}
