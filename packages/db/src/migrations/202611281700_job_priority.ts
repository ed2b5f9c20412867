import type { Kysely } from 'kysely';

/**
 * A job's priority in the in-process queue, as BullMQ's: 0 is none and runs first, then 1, 2, … in that order;
 * within one priority, oldest first. Generations use it so Ultimate and Premium are rendered first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('priority').execute();
}
