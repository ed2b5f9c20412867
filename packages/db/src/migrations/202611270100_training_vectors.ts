import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Hosted embeddings of office training, used when OPENAI_EMBEDDINGS_MODEL is set. pgvector is not installable
 * everywhere, so vectors are plain bytes searched by the server.
 * - `office_vectors`: one row per embedded item of an office: a Q&A pair (kind 'qa', source = the pair's
 *   id, position 0, text = its question) or a passage of a topic (kind 'passage', source = the topic's
 *   name, position = its place among the topic's passages, text = the passage). `text_hash` is the sha256
 *   of exactly what was sent to the model, so a job re-embeds only what changed. `vector` is `dimensions`
 *   Float32 values, little endian: a blob on SQLite, bytea on PostgreSQL (both read back as a Buffer).
 *   The primary key starts with office_id, so it is also the per-office index.
 * - `office_vector_state`: per office, the training mark (`offices.trained_at`) and model its vectors are
 *   complete for. Answers use the vectors only while that mark is the office's current one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('office_vectors')
    .addColumn('office_id', 'text', (c) => c.notNull().references('offices.id').onDelete('cascade'))
    // qa | passage
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('dimensions', 'integer', (c) => c.notNull())
    .addColumn('vector', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('office_vectors_pk', ['office_id', 'kind', 'source_id', 'position'])
    .execute();

  await db.schema
    .createTable('office_vector_state')
    .addColumn('office_id', 'text', (c) => c.primaryKey().references('offices.id').onDelete('cascade'))
    .addColumn('trained_at', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('items', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('office_vector_state').execute();
  await db.schema.dropTable('office_vectors').execute();
}
