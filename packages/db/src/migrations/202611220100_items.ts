import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Generated items (images now; video and music share the table through `kind`), their reactions, views,
 * reports, categories and category requests, and full-text search over public items: SQLite FTS5 kept in
 * sync by triggers, PostgreSQL a generated tsvector with a GIN index. Feeds page by keyset on
 * (ordering column, id), so the indexes below end in `id`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = await isPostgres(db);

  await db.schema
    .createTable('items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('size', 'text')
    .addColumn('quality', 'text')
    .addColumn('steps', 'integer')
    .addColumn('seed', 'bigint')
    .addColumn('number', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('source', 'text')
    .addColumn('language', 'text')
    .addColumn('private', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('charged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requested_on', 'text')
    .addColumn('started_on', 'text')
    .addColumn('finished_on', 'text')
    .addColumn('message', 'text')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('image_key', 'text')
    .addColumn('thumb_key', 'text')
    .addColumn('category_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('items_user_feed')
    .on('items')
    .columns(['user_id', 'kind', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('items_public_feed')
    .on('items')
    .columns(['kind', 'private', 'finished_on', 'id'])
    .execute();
  await db.schema
    .createIndex('items_popular')
    .on('items')
    .columns(['kind', 'private', 'likes', 'id'])
    .execute();
  await db.schema
    .createIndex('items_queue')
    .on('items')
    .columns(['user_id', 'finished_on', 'requested_on'])
    .execute();
  await db.schema
    .createIndex('items_category')
    .on('items')
    .columns(['category_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('item_reactions')
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_reactions_pk', ['item_id', 'user_id'])
    .addCheckConstraint('item_reactions_value', sql`value in (-1, 1)`)
    .execute();
  await db.schema
    .createIndex('item_reactions_user')
    .on('item_reactions')
    .columns(['user_id', 'value', 'created_at'])
    .execute();

  await db.schema
    .createTable('item_views')
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('viewer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_views_pk', ['item_id', 'viewer'])
    .execute();

  await db.schema
    .createTable('item_reports')
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_reports_pk', ['item_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image_thumb_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_user').on('categories').columns(['user_id', 'name']).execute();

  await db.schema
    .createTable('category_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('finished_on', 'text')
    .addColumn('message', 'text')
    .execute();
  await db.schema
    .createIndex('category_requests_user')
    .on('category_requests')
    .columns(['user_id', 'created_on'])
    .execute();

  if (postgres) {
    await sql`
      alter table items add column search tsvector generated always as (
        setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(tags, '')), 'C')
      ) stored`.execute(db);
    await sql`create index items_search on items using gin (search)`.execute(db);
  } else {
    // External-content FTS5 over items' implicit rowid; porter stemming like PostgreSQL's english config.
    await sql`
      create virtual table items_fts using fts5(
        name, description, tags,
        content='items', content_rowid='rowid',
        tokenize='porter unicode61 remove_diacritics 2'
      )`.execute(db);
    await sql`
      create trigger items_fts_insert after insert on items begin
        insert into items_fts(rowid, name, description, tags) values (new.rowid, new.name, new.description, new.tags);
      end`.execute(db);
    await sql`
      create trigger items_fts_delete after delete on items begin
        insert into items_fts(items_fts, rowid, name, description, tags)
        values ('delete', old.rowid, old.name, old.description, old.tags);
      end`.execute(db);
    await sql`
      create trigger items_fts_update after update of name, description, tags on items begin
        insert into items_fts(items_fts, rowid, name, description, tags)
        values ('delete', old.rowid, old.name, old.description, old.tags);
        insert into items_fts(rowid, name, description, tags) values (new.rowid, new.name, new.description, new.tags);
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(await isPostgres(db))) await sql`drop table if exists items_fts`.execute(db);
  for (const table of [
    'category_requests',
    'categories',
    'item_reports',
    'item_views',
    'item_reactions',
    'items',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
