import { mkdirSync } from 'node:fs';
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
  if (target.sqliteFile !== ':memory:') mkdirSync(dirname(target.sqliteFile), { recursive: true });
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
