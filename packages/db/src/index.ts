/**
 * @muse/db: the database types, migrations and connection setup. SQLite (embedded, default) or PostgreSQL
 * (DATABASE_URL); the same migrations and queries run on both.
 */
export type * from './schema';
export { connectDatabase, type DbHandle, type DbTarget, type Dialect } from './connect';
export { migrateToLatest } from './migrate';
export { createScratchPostgres, createTestDatabase } from './testing';
export {
  sql,
  type Kysely,
  type Transaction,
  type Selectable,
  type Insertable,
  type Updateable,
} from 'kysely';
