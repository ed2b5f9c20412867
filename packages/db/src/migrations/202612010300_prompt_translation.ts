import type { Kysely } from 'kysely';

/**
 * Prompts in other languages (issue #19): an item (picture, video or track) keeps what happened to its
 * words before generation as JSON: the words it was made from, their language, the outcome (english,
 * translated, no-service, failed) and the texts the engine got. Null for items made before, or not yet
 * started.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('items').addColumn('prompt_translation', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('items').dropColumn('prompt_translation').execute();
}
