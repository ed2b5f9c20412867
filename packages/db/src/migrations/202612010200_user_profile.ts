import type { Kysely } from 'kysely';

/**
 * What a signed-in browser tells about itself (POST /offices/updateProfile): `users.zoneinfo` (an IANA time
 * zone; streak days follow it), `locale` (a BCP 47 tag), `store` (the app store the app came from, or null
 * outside the app), `store_info` (that store's details as JSON), `browser`, `image_ref` and when it was last
 * told (`profile_updated_at`).
 */
const COLUMNS = [
  'zoneinfo',
  'locale',
  'store',
  'store_info',
  'browser',
  'image_ref',
  'profile_updated_at',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite takes one ADD COLUMN per ALTER TABLE.
  for (const column of COLUMNS) await db.schema.alterTable('users').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse())
    await db.schema.alterTable('users').dropColumn(column).execute();
}
