import type { Kysely } from 'kysely';

/**
 * Spoken audio (issue #10 "Speech"):
 * - `speech_cache`: every cached speech file in the BlobStore (public/speech/…), with its size and when it
 *   was last served, so the cache keeps under SPEECH_CACHE_MB by deleting the least recently used files.
 *   The files outlive the process, so the index lives here rather than in memory.
 * - `speech_requests`: one row per speech a visitor (no account) had made, by client address, counted in a
 *   sliding window for the per-address and all-visitors quotas; rows older than the window are deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('speech_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('speech_cache_last_used').on('speech_cache').column('last_used_at').execute();

  await db.schema
    .createTable('speech_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('speech_requests_address')
    .on('speech_requests')
    .columns(['address', 'created_at'])
    .execute();
  await db.schema.createIndex('speech_requests_created').on('speech_requests').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('speech_requests').execute();
  await db.schema.dropTable('speech_cache').execute();
}
