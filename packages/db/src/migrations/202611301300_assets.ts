import type { Kysely } from 'kysely';

/**
 * The asset library for office and meeting scenes: a person's images and music (a creation, by its item,
 * or a copy of an uploaded picture, by its blob) and saved polls (their definition as JSON; shown live
 * through the polls module), with tags. A creation is in a library once (`user_id, item_id` unique: both
 * databases allow many nulls in a unique index); deleting the creation deletes its asset.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // image | music | poll
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.references('items.id').onDelete('cascade'))
    // an uploaded picture's own copy (private)
    .addColumn('blob_key', 'text')
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // JSON of a poll: { pollType, question, choices: [{ value, text }], answer? }
    .addColumn('poll', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assets_user_created')
    .on('assets')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('assets_user_item')
    .on('assets')
    .columns(['user_id', 'item_id'])
    .unique()
    .execute();
  await db.schema.createIndex('assets_item').on('assets').column('item_id').execute();

  await db.schema
    .createTable('asset_tags')
    .addColumn('asset_id', 'text', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_tags_pk', ['asset_id', 'tag'])
    .execute();
  await db.schema.createIndex('asset_tags_tag').on('asset_tags').columns(['tag', 'asset_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_tags').ifExists().execute();
  await db.schema.dropTable('assets').ifExists().execute();
}
