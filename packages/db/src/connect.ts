import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

export type DbTarget =
  | { sqliteFile: string }
  | {
      postgresUrl: string;
      poolSize?: number;
      /** an idle pooled connection failed (server restart, admin termination); the pool replaces it */
      onIdleError?: (err: Error) => void;
    };

/** Opens the database: SQLite (WAL, foreign keys, busy timeout) or PostgreSQL (pooled). */
export function connectDatabase(target: DbTarget): DbHandle {
  if ('postgresUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.postgresUrl, max: target.poolSize ?? 10 });
    // Without a listener an idle client's error would crash the process.
    pool.on(
      'error',
      target.onIdleError ?? ((err) => console.warn(`database connection lost: ${err.message}`)),
    );
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
    });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  if (target.sqliteFile !== ':memory:') createPrivately(target.sqliteFile);
  const sqlite = new SQLite(target.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  cachePreparedStatements(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/**
 * The database holds every account, so only the server's user may read it: its folder 0700 (when created
 * here) and the file 0600, created empty with that mode before SQLite opens it (an empty file is an empty
 * database). SQLite gives the -wal and -shm files the database file's mode; ones left by an older version
 * are closed here too. better-sqlite3 has no mode option, hence the explicit create and chmod.
 */
function createPrivately(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodOwn(path);
  }
}

/** A file owned by another user (EPERM) is the operator's arrangement: leave it rather than refuse to start. */
function chmodOwn(path: string): void {
  try {
    chmodSync(path, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

/**
 * Kysely prepares every query anew; preparing is a large share of a simple query's cost. better-sqlite3
 * statements are reusable and run synchronously, so one cached statement per SQL text is safe. Bounded, so
 * queries with varying text (IN lists of different lengths) cannot grow it without limit.
 */
function cachePreparedStatements(sqlite: SQLite.Database, max = 500): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source); // re-insert: the Map's order is the recency order
    } else {
      statement = prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, statement);
    return statement;
  }) as typeof sqlite.prepare;
}
