import type { Kysely } from 'kysely';

/**
 * Spoken audio; visitors' speech quotas are `address_events` of kinds visitor_speech and visitor_speech_all.
 * - `speech_cache`: every cached speech file in the BlobStore (public/speech/…), with its size and when it
 *   was last served, so the cache keeps under SPEECH_CACHE_MB by deleting the least recently used files.
 *   The files outlive the process, so the index lives here rather than in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('speech_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('speech_cache_last_used').on('speech_cache').column('last_used_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('speech_cache').execute();
}
