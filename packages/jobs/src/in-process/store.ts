import type { Database, Dialect, JobsTable, Kysely, Selectable } from '@muse/db';
import type { JobState } from '../types';

export type JobRow = Selectable<JobsTable>;

/** Times are ISO-8601 UTC strings, which compare correctly as text on both dialects. */
export const isoAt = (ms: number): string => new Date(ms).toISOString();

export interface NewJob {
  id: string;
  name: string;
  payload: string;
  maxAttempts: number;
  backoff: string | null;
  runAt: string;
  /** 0 none, else 1 first (EnqueueOptions.priority) */
  priority: number;
  userId: string | null;
}

/**
 * The `jobs` table as one queue sees it. Every write made on behalf of a running job is guarded by
 * `lockedBy = worker AND status = 'active'`, so a worker that lost its lease cannot overwrite the new owner.
 */
export class JobStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly queue: string,
  ) {}

  /** Inserts the job unless its id exists; true when it was inserted. */
  async insert(job: NewJob): Promise<boolean> {
    const now = isoAt(Date.now());
    const rows = await this.db
      .insertInto('jobs')
      .values({ ...job, queue: this.queue, status: 'waiting', createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /**
   * Atomically takes the next due job among `names` and leases it to `worker`. PostgreSQL skips rows another
   * transaction is claiming (FOR UPDATE SKIP LOCKED); SQLite runs the single UPDATE under its write lock. The
   * `status = 'waiting'` re-check makes a lost race return nothing instead of a job someone else took.
   */
  async claim(names: string[], worker: string, leaseMs: number): Promise<JobRow | undefined> {
    const now = Date.now();
    return this.db.transaction().execute((trx) =>
      trx
        .updateTable('jobs')
        .set((eb) => ({
          status: 'active',
          attempts: eb('attempts', '+', 1),
          progress: 0,
          lockedBy: worker,
          lockedUntil: isoAt(now + leaseMs),
          updatedAt: isoAt(now),
        }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where('queue', '=', this.queue)
            .where('status', '=', 'waiting')
            .where('runAt', '<=', isoAt(now))
            .where('name', 'in', names)
            .orderBy('priority')
            .orderBy('runAt')
            .orderBy('createdAt')
            .limit(1)
            .$if(this.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked()),
        )
        .where('status', '=', 'waiting')
        .returningAll()
        .executeTakeFirst(),
    );
  }

  /** Extends the leases of the worker's running jobs; returns the ids it still holds. */
  async renew(ids: string[], worker: string, leaseMs: number): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const now = Date.now();
    const rows = await this.db
      .updateTable('jobs')
      .set({ lockedUntil: isoAt(now + leaseMs), updatedAt: isoAt(now) })
      .where('id', 'in', ids)
      .where('lockedBy', '=', worker)
      .where('status', '=', 'active')
      .returning('id')
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Takes back active jobs whose lease ran out (their worker died): back to waiting while tries remain, else
   * failed, so a job that kills its worker every time cannot loop forever.
   */
  async reclaimExpired(): Promise<{ requeued: JobRow[]; failed: JobRow[] }> {
    const now = isoAt(Date.now());
    const expired = this.db
      .updateTable('jobs')
      .where('queue', '=', this.queue)
      .where('status', '=', 'active')
      .where('lockedUntil', '<', now);
    const requeued = await expired
      .set({ status: 'waiting', runAt: now, lockedBy: null, lockedUntil: null, updatedAt: now })
      .where((eb) => eb('attempts', '<', eb.ref('maxAttempts')))
      .returningAll()
      .execute();
    const failed = await expired
      .set({
        status: 'failed',
        error: 'the worker running this job stopped (lease expired) and no tries remain',
        lockedBy: null,
        lockedUntil: null,
        updatedAt: now,
        finishedAt: now,
      })
      .returningAll()
      .execute();
    return { requeued, failed };
  }

  async progress(id: string, worker: string, pct: number): Promise<boolean> {
    const res = await this.owned(id, worker)
      .set({ progress: pct, updatedAt: isoAt(Date.now()) })
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  async complete(id: string, worker: string, result: unknown): Promise<boolean> {
    const now = isoAt(Date.now());
    const res = await this.owned(id, worker)
      .set({
        status: 'completed',
        progress: 100,
        result: JSON.stringify(result),
        error: null,
        lockedBy: null,
        lockedUntil: null,
        updatedAt: now,
        finishedAt: now,
      })
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  async retryLater(id: string, worker: string, error: string, runAt: string): Promise<boolean> {
    const res = await this.owned(id, worker)
      .set({
        status: 'waiting',
        error,
        runAt,
        lockedBy: null,
        lockedUntil: null,
        updatedAt: isoAt(Date.now()),
      })
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  async fail(id: string, worker: string, error: string): Promise<boolean> {
    const now = isoAt(Date.now());
    const res = await this.owned(id, worker)
      .set({ status: 'failed', error, lockedBy: null, lockedUntil: null, updatedAt: now, finishedAt: now })
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  /** Hands an interrupted job back, due now, without counting the interrupted try. */
  async release(id: string, worker: string): Promise<boolean> {
    const now = isoAt(Date.now());
    const res = await this.owned(id, worker)
      .set((eb) => ({
        status: 'waiting',
        attempts: eb('attempts', '-', 1),
        runAt: now,
        lockedBy: null,
        lockedUntil: null,
        updatedAt: now,
      }))
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  get(id: string): Promise<JobRow | undefined> {
    return this.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .where('queue', '=', this.queue)
      .executeTakeFirst();
  }

  async counts(): Promise<Record<JobState, number>> {
    const rows = await this.db
      .selectFrom('jobs')
      .select((eb) => ['status', eb.fn.countAll().as('n')])
      .where('queue', '=', this.queue)
      .groupBy('status')
      .execute();
    const counts: Record<JobState, number> = { waiting: 0, active: 0, completed: 0, failed: 0 };
    for (const row of rows) {
      if (row.status in counts) counts[row.status as JobState] = Number(row.n);
    }
    return counts;
  }

  /** Deletes finished jobs older than the cut-offs (the same retention as the BullMQ driver). */
  async prune(completedBefore: string, failedBefore: string): Promise<number> {
    const res = await this.db
      .deleteFrom('jobs')
      .where('queue', '=', this.queue)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'completed'), eb('finishedAt', '<', completedBefore)]),
          eb.and([eb('status', '=', 'failed'), eb('finishedAt', '<', failedBefore)]),
        ]),
      )
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  /** A cheap query that fails when the database is unreachable. */
  async ping(): Promise<void> {
    await this.db.selectFrom('jobs').select('id').limit(1).execute();
  }

  private owned(id: string, worker: string) {
    return this.db
      .updateTable('jobs')
      .where('id', '=', id)
      .where('lockedBy', '=', worker)
      .where('status', '=', 'active');
  }
}
