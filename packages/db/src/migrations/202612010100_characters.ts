import type { Kysely } from 'kysely';

/**
 * Ultimate's consistent characters and image input. A character is a person's saved subject: a name, how
 * they look (added to the prompt) and a reference picture, kept as its own private copy (`blob_key`) so
 * deleting the creation it came from, or the sweep of editor uploads, never takes it away. An item names
 * the character it was made with (`character_id`; no foreign key: a deleted character leaves the id, and
 * a later run of the item goes on without it) and keeps its own copy of the picture it starts from
 * (`input_key`, private), so a restart or regeneration starts from the same picture.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('characters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull())
    // creation | upload, and the filename it was made from
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('characters_user_created')
    .on('characters')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.alterTable('items').addColumn('character_id', 'text').execute();
  await db.schema.alterTable('items').addColumn('input_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('items').dropColumn('input_key').execute();
  await db.schema.alterTable('items').dropColumn('character_id').execute();
  await db.schema.dropTable('characters').ifExists().execute();
}
