import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect';

// SQLite files only: PostgreSQL keeps its data where its own server puts it.
describe('SQLite file modes', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'muse-db-modes-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const mode = async (path: string) => (await stat(path)).mode & 0o777;

  it('creates the folder 0700 and the database, -wal and -shm 0600', async () => {
    const dir = join(root, 'fresh', 'data');
    const file = join(dir, 'muse.sqlite');
    const handle = connectDatabase({ sqliteFile: file });
    try {
      await sql`create table t (v text)`.execute(handle.db);
      await sql`insert into t values ('secret')`.execute(handle.db);
      expect(await mode(dir)).toBe(0o700);
      expect(await mode(file)).toBe(0o600);
      expect(existsSync(`${file}-wal`)).toBe(true);
      expect(await mode(`${file}-wal`)).toBe(0o600);
      expect(await mode(`${file}-shm`)).toBe(0o600);
    } finally {
      await handle.destroy();
    }
  });

  it('closes a database file that an older version left readable by others', async () => {
    const file = join(root, 'old.sqlite');
    for (const path of [file, `${file}-wal`, `${file}-shm`]) {
      await writeFile(path, '');
      await chmod(path, 0o644);
    }
    const handle = connectDatabase({ sqliteFile: file });
    try {
      await sql`select 1`.execute(handle.db);
      for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(await mode(path)).toBe(0o600);
    } finally {
      await handle.destroy();
    }
  });
});
