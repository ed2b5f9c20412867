import type { Kysely } from 'kysely';

/**
 * Offices, their assistants, training topics, Q&A pairs and conversations. An office has an owner, members
 * and assistants (index 0 is the main one; avatar and dialog, whose personality steers answers). Training is
 * per topic: its text and its Q&A pairs. `trained_at` changes with every change to either, so each process
 * knows when its answer index is stale. Every exchange with an assistant is a pair of messages under (office,
 * user, UTC date): the conversation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // aiChat | mathChat | interview | satmath
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('is_ai_chat', 'integer', (c) => c.notNull())
    // ChatSetup | MathSetup
    .addColumn('setup_screen', 'text', (c) => c.notNull())
    .addColumn('is_math_chat', 'integer', (c) => c.notNull())
    .addColumn('show_ai_chat_history', 'integer', (c) => c.notNull())
    // simple | other
    .addColumn('experience_type', 'text', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull())
    .addColumn('trained_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offices_owner').on('offices').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('office_members')
    .addColumn('office_id', 'text', (c) => c.notNull().references('offices.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('office_members_pk', ['office_id', 'user_id'])
    .execute();
  await db.schema.createIndex('office_members_user').on('office_members').column('user_id').execute();

  await db.schema
    .createTable('office_assistants')
    .addColumn('office_id', 'text', (c) => c.notNull().references('offices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // JSON text: {id, name} or null
    .addColumn('avatar', 'text')
    // JSON text: the dialog tree with welcome message, voices and personality
    .addColumn('dialog', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('office_assistants_pk', ['office_id', 'position'])
    .execute();

  await db.schema
    .createTable('office_topics')
    .addColumn('office_id', 'text', (c) => c.notNull().references('offices.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text', (c) => c.notNull())
    // JSON text, as sent
    .addColumn('extra_fields', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('office_topics_pk', ['office_id', 'topic'])
    .execute();

  await db.schema
    .createTable('office_questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(
      'office_questions_topic',
      ['office_id', 'topic'],
      'office_topics',
      ['office_id', 'topic'],
      (c) => c.onDelete('cascade').onUpdate('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('office_questions_topic_value')
    .on('office_questions')
    .columns(['office_id', 'topic', 'value'])
    .execute();

  await db.schema
    .createTable('office_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('offices.id').onDelete('cascade'))
    // a user id, a guest id or visitor-<uuid> for a signed-out visitor
    .addColumn('user_id', 'text', (c) => c.notNull())
    // UTC YYYY-MM-DD: with the office and user, the conversation
    .addColumn('date', 'text', (c) => c.notNull())
    // user | assistant
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // orders the two messages of one exchange, which share created_at
    .addColumn('seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('office_messages_conversation')
    .on('office_messages')
    .columns(['office_id', 'user_id', 'date', 'created_at'])
    .execute();
  await db.schema
    .createIndex('office_messages_office_date')
    .on('office_messages')
    .columns(['office_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'office_messages',
    'office_questions',
    'office_topics',
    'office_assistants',
    'office_members',
    'offices',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
