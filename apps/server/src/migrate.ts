/** `npm run migrate`: brings the configured database to the latest migration and exits. */
import { join } from 'node:path';
import { connectDatabase, migrateToLatest } from '@muse/db';
import { loadConfig } from './platform/config/config';

const config = loadConfig();
const handle = connectDatabase(
  config.DATABASE_URL
    ? { postgresUrl: config.DATABASE_URL }
    : { sqliteFile: join(config.dataDir, 'muse.sqlite') },
);
try {
  const result = await migrateToLatest(handle.db);
  const applied = result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await handle.destroy();
}
