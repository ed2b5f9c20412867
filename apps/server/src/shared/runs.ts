import type { Database, Kysely, Updateable } from '@muse/db';
import { nowIso } from './ids';

/**
 * A job's writes to the row it makes, scoped by its run: each changes the row only while it is still that
 * run (`requestedOn`) and unfinished, so a repeated or stale delivery of the job changes nothing. The rows
 * are tracks and images (`items`, which also keep `updatedAt`) and music extensions.
 */
type RunTable = 'items' | 'musicExtensions';
type RunChanges = Updateable<Database['items']> | Updateable<Database['musicExtensions']>;

/** Marks the run started (once); false when the run is no longer the row's current, unfinished one. */
export function startRun(db: Kysely<Database>, table: RunTable, id: string, run: string): Promise<boolean> {
  return writeRun(db, table, id, run, { startedOn: nowIso(), progress: 0 });
}

/** The run's progress, 0 to 100 (`updatedAt` stays: progress is not a change of the row's content). */
export async function setRunProgress(
  db: Kysely<Database>,
  table: RunTable,
  id: string,
  run: string,
  progress: number,
): Promise<void> {
  await writeRun(db, table, id, run, { progress }, false);
}

/** Changes the run's row while it is still that run and unfinished (what happened to its words…). */
export function updateRun(
  db: Kysely<Database>,
  table: RunTable,
  id: string,
  run: string,
  changes: RunChanges,
): Promise<boolean> {
  return writeRun(db, table, id, run, changes, false);
}

/** Finishes the run with `changes`; false when the row was deleted, run again or finished meanwhile. */
export function finishRun(
  db: Kysely<Database>,
  table: RunTable,
  id: string,
  run: string,
  changes: RunChanges,
): Promise<boolean> {
  return writeRun(db, table, id, run, { ...changes, finishedOn: nowIso(), progress: 100 });
}

async function writeRun(
  db: Kysely<Database>,
  table: RunTable,
  id: string,
  run: string,
  changes: RunChanges,
  touch = true,
): Promise<boolean> {
  const res = await db
    .updateTable(table)
    .set(touch && table === 'items' ? { ...changes, updatedAt: nowIso() } : changes)
    .where('id', '=', id)
    .where('requestedOn', '=', run)
    .where('finishedOn', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
