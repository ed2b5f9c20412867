import type { Kysely } from 'kysely';

/**
 * The image editor's AI tool runs (issue #17): one row per run of a tool (remove background, upscale, area
 * edit, expand, variation, context edit) on a picture. The input is copied to the run's own private blob when
 * it is requested (the picture may change or be deleted while it waits), the mask too; the result is a private
 * blob until the user saves the edited picture as a new item (`items.edited_from` links it to its source).
 * Credits are charged once per run and refunded if it fails.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('image_edits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // the item being edited, when there is one (a picture uploaded to edit has its own item)
    .addColumn('source_item_id', 'text', (c) => c.references('items.id').onDelete('set null'))
    .addColumn('tool', 'text', (c) => c.notNull())
    // JSON: the tool's settings (prompt, weights, steps, factor, width, height, anchor …)
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('input_key', 'text', (c) => c.notNull())
    .addColumn('mask_key', 'text')
    .addColumn('result_key', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('charged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text')
    .addColumn('requested_on', 'text', (c) => c.notNull())
    .addColumn('started_on', 'text')
    .addColumn('finished_on', 'text')
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('image_edits_user')
    .on('image_edits')
    .columns(['user_id', 'requested_on'])
    .execute();
  // Masks and working pictures the editor uploaded for a run (`POST /user/upload`): their owner and file.
  await db.schema
    .createTable('editor_uploads')
    .addColumn('filename', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A picture saved from the editor keeps a link to the one it was edited from.
  await db.schema.alterTable('items').addColumn('edited_from', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('image_edits').execute();
  await db.schema.dropTable('editor_uploads').execute();
  await db.schema.alterTable('items').dropColumn('edited_from').execute();
}
