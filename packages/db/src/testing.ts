import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connectDatabase, type DbHandle } from './connect';
import { migrateToLatest } from './migrate';

/**
 * A fresh, migrated database for one test file: a temporary SQLite file, or, when TEST_DATABASE_URL is set,
 * a new PostgreSQL database created for the test and dropped afterwards. Tests never share data.
 */
export async function createTestDatabase(): Promise<DbHandle> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const scratch = await createScratchPostgres(pgUrl);
    // Dropping the database at the end terminates its idle connections: expected, not an error.
    const handle = connectDatabase({ postgresUrl: scratch.url, poolSize: 20, onIdleError: () => {} });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      destroy: async () => {
        await handle.destroy();
        await scratch.drop();
      },
    };
  }
  const file = join(tmpdir(), `muse-test-${randomUUID()}.sqlite`);
  const handle = connectDatabase({ sqliteFile: file });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    destroy: async () => {
      await handle.destroy();
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    },
  };
}

/**
 * A new, empty PostgreSQL database on the server of `pgUrl` (for a test, or a server process a test starts
 * with DATABASE_URL); `drop` removes it, ending its connections.
 */
export async function createScratchPostgres(pgUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `muse_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
