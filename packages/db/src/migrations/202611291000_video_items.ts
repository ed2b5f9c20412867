import type { Kysely } from 'kysely';

/**
 * Video items (issue #18) share `items` with images (kind 'video'): the MP4's blob key, whether it has a
 * soundtrack, and the pictures it animates (JSON: the source items' filenames, in order). The poster is the
 * item's picture (`image_key`, `thumb_key`) and its length is `length_seconds`, as for music.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('items').addColumn('video_key', 'text').execute();
  await db.schema
    .alterTable('items')
    .addColumn('audio', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('items').addColumn('source_images', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('items').dropColumn('video_key').execute();
  await db.schema.alterTable('items').dropColumn('audio').execute();
  await db.schema.alterTable('items').dropColumn('source_images').execute();
}
