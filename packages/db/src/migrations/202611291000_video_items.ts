import type { Kysely } from 'kysely';

/**
 * Video items (issue #18) share `items` with images (kind 'video'): the MP4's blob key, whether it has a
 * soundtrack, and the pictures it animates (JSON: the source items' filenames, in order). The poster is the
 * item's picture (`image_key`, `thumb_key`) and its length is `length_seconds`, as for music. A track's music
 * video keeps its written shots (`script`, JSON [{prompt, start}]) and the track's audio (`soundtrack_key`);
 * the track names its video (`music_video`, the video's filename).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('items').addColumn('video_key', 'text').execute();
  await db.schema
    .alterTable('items')
    .addColumn('audio', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('items').addColumn('source_images', 'text').execute();
  await db.schema.alterTable('items').addColumn('script', 'text').execute();
  await db.schema.alterTable('items').addColumn('soundtrack_key', 'text').execute();
  await db.schema.alterTable('items').addColumn('music_video', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('items').dropColumn('video_key').execute();
  await db.schema.alterTable('items').dropColumn('audio').execute();
  await db.schema.alterTable('items').dropColumn('source_images').execute();
  await db.schema.alterTable('items').dropColumn('script').execute();
  await db.schema.alterTable('items').dropColumn('soundtrack_key').execute();
  await db.schema.alterTable('items').dropColumn('music_video').execute();
}
