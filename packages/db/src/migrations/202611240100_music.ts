import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Music and its extensions. Tracks are rows of `items` with kind 'music' and the music columns below (null
 * for other kinds); their likes are `item_reactions` like images'. Extensions have their own table and
 * reactions. `music_runs` holds one row per started song (created or regenerated): the daily song limit
 * counts them. Feedback from the music page is kept as sent.
 *
 * Full-text search over items gains `keywords` (lowest weight), so a track is found by the words it was
 * made from even when its name and description do not repeat them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  const columns: [string, 'text' | 'integer' | 'real'][] = [
    ['lyrics', 'text'],
    ['keywords', 'text'],
    // song | music
    ['music_type', 'text'],
    ['audio_key', 'text'],
    ['midi_key', 'text'],
    // what the engine needs to continue the piece (always a private/ key)
    ['state_key', 'text'],
    // seconds: the requested length until finished, then the audio's
    ['length_seconds', 'real'],
    ['complexity', 'integer'],
    ['youtube_id', 'text'],
    ['video_requested_on', 'text'],
  ];
  for (const [name, type] of columns) {
    await db.schema.alterTable('items').addColumn(name, type).execute();
  }

  await db.schema
    .createTable('music_extensions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // the extension this one continues; its audio stands on its own, so deleting the source keeps it
    .addColumn('continue_extension_id', 'text', (c) =>
      c.references('music_extensions.id').onDelete('set null'),
    )
    .addColumn('start_seconds', 'real', (c) => c.notNull())
    .addColumn('end_seconds', 'real', (c) => c.notNull())
    .addColumn('overlap_seconds', 'real', (c) => c.notNull())
    .addColumn('extension_seconds', 'real', (c) => c.notNull())
    .addColumn('length_seconds', 'real', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('complexity', 'integer', (c) => c.notNull())
    .addColumn('previous_length', 'real', (c) => c.notNull())
    .addColumn('previous_filename', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('seed', 'bigint', (c) => c.notNull())
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requested_on', 'text')
    .addColumn('started_on', 'text')
    .addColumn('finished_on', 'text')
    .addColumn('message', 'text')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('audio_key', 'text')
    .addColumn('state_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('music_extensions_item')
    .on('music_extensions')
    .columns(['item_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('music_extensions_user')
    .on('music_extensions')
    .columns(['user_id', 'finished_on'])
    .execute();

  await db.schema
    .createTable('music_extension_reactions')
    .addColumn('extension_id', 'text', (c) =>
      c.notNull().references('music_extensions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('music_extension_reactions_pk', ['extension_id', 'user_id'])
    .addCheckConstraint('music_extension_reactions_value', sql`value in (-1, 1)`)
    .execute();

  await db.schema
    .createTable('music_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('music_runs_user')
    .on('music_runs')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('music_feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text')
    .addColumn('review', 'text')
    .addColumn('feedback', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  if (postgres) {
    await sql`alter table items drop column search`.execute(db);
    await addPostgresSearch(db, true);
  } else {
    await replaceSqliteSearch(db, true);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`alter table items drop column search`.execute(db);
    await addPostgresSearch(db, false);
  } else {
    await replaceSqliteSearch(db, false);
  }
  for (const table of ['music_feedback', 'music_runs', 'music_extension_reactions', 'music_extensions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const column of [
    'video_requested_on',
    'youtube_id',
    'complexity',
    'length_seconds',
    'state_key',
    'midi_key',
    'audio_key',
    'music_type',
    'keywords',
    'lyrics',
  ]) {
    await db.schema.alterTable('items').dropColumn(column).execute();
  }
}

/** The generated tsvector of 202611220100_items, with the keywords as the lowest weight when asked. */
async function addPostgresSearch(db: Kysely<unknown>, withKeywords: boolean): Promise<void> {
  const keywords = withKeywords
    ? sql`|| setweight(to_tsvector('english', coalesce(keywords, '')), 'D')`
    : sql``;
  await sql`
    alter table items add column search tsvector generated always as (
      setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(tags, '')), 'C') ${keywords}
    ) stored`.execute(db);
  await sql`create index items_search on items using gin (search)`.execute(db);
}

/**
 * Rebuilds the external-content FTS5 table and its triggers with or without the keywords column. Queries
 * that weight columns with bm25(items_fts, 10.0, 5.0, 2.0) give the fourth column FTS5's default of 1.0.
 */
async function replaceSqliteSearch(db: Kysely<unknown>, withKeywords: boolean): Promise<void> {
  for (const trigger of ['items_fts_insert', 'items_fts_delete', 'items_fts_update']) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table if exists items_fts`.execute(db);
  const cols = withKeywords ? 'name, description, tags, keywords' : 'name, description, tags';
  const news = withKeywords
    ? 'new.name, new.description, new.tags, new.keywords'
    : 'new.name, new.description, new.tags';
  const olds = withKeywords
    ? 'old.name, old.description, old.tags, old.keywords'
    : 'old.name, old.description, old.tags';
  await sql`
    create virtual table items_fts using fts5(
      ${sql.raw(cols)},
      content='items', content_rowid='rowid',
      tokenize='porter unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`
    create trigger items_fts_insert after insert on items begin
      insert into items_fts(rowid, ${sql.raw(cols)}) values (new.rowid, ${sql.raw(news)});
    end`.execute(db);
  await sql`
    create trigger items_fts_delete after delete on items begin
      insert into items_fts(items_fts, rowid, ${sql.raw(cols)}) values ('delete', old.rowid, ${sql.raw(olds)});
    end`.execute(db);
  await sql`
    create trigger items_fts_update after update of ${sql.raw(cols)} on items begin
      insert into items_fts(items_fts, rowid, ${sql.raw(cols)}) values ('delete', old.rowid, ${sql.raw(olds)});
      insert into items_fts(rowid, ${sql.raw(cols)}) values (new.rowid, ${sql.raw(news)});
    end`.execute(db);
  await sql`insert into items_fts(items_fts) values ('rebuild')`.execute(db);
}
