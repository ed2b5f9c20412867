import type { Kysely } from 'kysely';

/**
 * SAT math tutoring: an office's lessons (`math_topics`, one per section and lesson number), their problems
 * (`math_problems`, in `position` order, each with the statement the math engine re-checks it by) and each
 * learner's best practice result per lesson (`math_progress`). The shipped SAT math office is seeded into these.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('math_topics')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('offices.id').onDelete('cascade'))
    // algebra | geometry | data-analysis | advanced-math
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('lesson', 'integer', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('video_id', 'text', (c) => c.notNull())
    .addColumn('lesson_text', 'text', (c) => c.notNull())
    // JSON: [{ concept, text }]
    .addColumn('concepts', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('math_topics_office_lesson')
    .on('math_topics')
    .columns(['office_id', 'section', 'lesson'])
    .unique()
    .execute();

  await db.schema
    .createTable('math_problems')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('offices.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('lesson', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    // JSON: four strings
    .addColumn('choices', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('solution', 'text', (c) => c.notNull())
    .addColumn('detailed_solution', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    // JSON: strings
    .addColumn('concepts', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text')
    // JSON: the statement the math engine re-solves (null for a typed problem it reads from the question)
    .addColumn('check_statement', 'text')
    .addColumn('verified', 'integer', (c) => c.notNull())
    // JSON: { functions, points, xDomain, yDomain, imageUrl }
    .addColumn('graph', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('math_problems_lesson')
    .on('math_problems')
    .columns(['office_id', 'section', 'lesson', 'position'])
    .execute();

  await db.schema
    .createTable('math_progress')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('office_id', 'text', (c) => c.notNull().references('offices.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('lesson', 'integer', (c) => c.notNull())
    .addColumn('best_score', 'real', (c) => c.notNull())
    .addColumn('best_time_spent', 'real', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_score', 'real', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('math_progress_pk', ['user_id', 'office_id', 'section', 'lesson'])
    .execute();
  await db.schema.createIndex('math_progress_office').on('math_progress').column('office_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('math_progress').ifExists().execute();
  await db.schema.dropTable('math_problems').ifExists().execute();
  await db.schema.dropTable('math_topics').ifExists().execute();
}
