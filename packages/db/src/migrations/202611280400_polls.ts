import type { Kysely } from 'kysely';

/**
 * Live polls and quizzes of offices, and their votes. A live poll is started by an owner or admin; a dialog
 * poll is made on its first vote from a dialog's ShowPoll JSON and kept per office and question
 * (`dialog_key`, null for live polls: both databases allow many nulls in a unique index). One vote per person
 * and poll (the primary key); the voter is a user id, a guest id or a signed-out visitor's `visitor-<uuid>`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('polls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('offices.id').onDelete('cascade'))
    // live | dialog
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('dialog_key', 'text')
    // yesno | choice | quiz
    .addColumn('poll_type', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    // JSON: [{ value, text }]
    .addColumn('choices', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('started_by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('polls_office_started')
    .on('polls')
    .columns(['office_id', 'started_at', 'id'])
    .execute();
  await db.schema
    .createIndex('polls_office_dialog_key')
    .on('polls')
    .columns(['office_id', 'dialog_key'])
    .unique()
    .execute();
  await db.schema.createIndex('polls_started_by').on('polls').column('started_by_user_id').execute();

  await db.schema
    .createTable('poll_votes')
    .addColumn('poll_id', 'text', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('poll_votes_pk', ['poll_id', 'user_id'])
    .execute();
  await db.schema.createIndex('poll_votes_user').on('poll_votes').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('poll_votes').ifExists().execute();
  await db.schema.dropTable('polls').ifExists().execute();
}
