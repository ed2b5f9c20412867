import { createTestDatabase, type DbHandle } from '@muse/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runQueueContract, sleep, waitFor, type ContractServices } from './contract';
import { defineJob } from './define';
import { createInProcessQueue, type InProcessQueueOptions } from './in-process/queue';
import type { AnyJob, JobContext } from './types';

// One database for the file (SQLite, or PostgreSQL when TEST_DATABASE_URL is set); tests use their own queue names.
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle?.destroy());

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

function inProcess<S>(jobs: AnyJob<S>[], queueName: string, extra: Partial<InProcessQueueOptions<S>> = {}) {
  return createInProcessQueue<S>({
    db: handle.db,
    dialect: handle.dialect,
    jobs,
    queueName,
    pollMs: 50,
    logger: quiet,
    ...extra,
  });
}

runQueueContract(`in-process (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, (jobs, queueName) =>
  inProcess<ContractServices>(jobs, queueName),
);

describe('in-process queue: leases', () => {
  const now = () => new Date().toISOString();

  async function insertActive(id: string, queue: string, attempts: number, maxAttempts: number) {
    await handle.db
      .insertInto('jobs')
      .values({
        id,
        queue,
        name: 'lease.job',
        payload: JSON.stringify({}),
        status: 'active',
        attempts,
        maxAttempts,
        backoff: null,
        runAt: now(),
        lockedBy: 'a-worker-that-died',
        lockedUntil: new Date(Date.now() - 1_000).toISOString(),
        userId: 'user-9',
        createdAt: now(),
        updatedAt: now(),
      })
      .execute();
  }

  it('takes back a job whose lease expired and runs it again', async () => {
    const job = defineJob({
      name: 'lease.job',
      payload: z.object({}),
      run: async (_p, { attempt }) => attempt,
    });
    await insertActive('expired-1', 'lease-a', 1, 3);
    const queue = inProcess([job], 'lease-a');
    await queue.startWorkers({ services: {} });
    await waitFor(async () => (await queue.getJob('expired-1'))?.state === 'completed');
    expect(await queue.getJob('expired-1')).toMatchObject({ attempts: 2, result: 2, userId: 'user-9' });
    await queue.close();
  });

  it('fails an expired job that has no tries left', async () => {
    const job = defineJob({ name: 'lease.job', payload: z.object({}), run: async () => 'ran' });
    await insertActive('expired-2', 'lease-b', 2, 2);
    const queue = inProcess([job], 'lease-b');
    const events: string[] = [];
    queue.onEvent((e) => events.push(`${e.state}:${e.attempt}`));
    await queue.startWorkers({ services: {} });
    await waitFor(async () => (await queue.getJob('expired-2'))?.state === 'failed');
    expect((await queue.getJob('expired-2'))?.error).toMatch(/lease expired/);
    expect(events).toEqual(['failed:2']);
    await queue.close();
  });

  it('renews the lease of a long job so another worker never takes it', async () => {
    let runs = 0;
    const long = defineJob({
      name: 'lease.long',
      payload: z.object({}),
      run: async () => {
        runs += 1;
        await sleep(700); // more than three leases
      },
    });
    const a = inProcess([long], 'lease-c', { leaseMs: 200, pollMs: 20 });
    const b = inProcess([long], 'lease-c', { leaseMs: 200, pollMs: 20 });
    const { id } = await a.enqueue(long, {});
    await a.startWorkers({ services: {} });
    await waitFor(async () => (await a.getJob(id))?.state === 'active');
    await b.startWorkers({ services: {} });
    await waitFor(async () => (await a.getJob(id))?.state === 'completed');
    expect(runs).toBe(1);
    expect((await a.getJob(id))?.attempts).toBe(1);
    await Promise.all([a.close(), b.close()]);
  });

  it('aborts a run whose lease was taken over and drops its outcome', async () => {
    let sawAbort = false;
    const job = defineJob({
      name: 'lease.stolen',
      payload: z.object({}),
      run: async (_p, { signal }) => {
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
        sawAbort = true;
        return 'late';
      },
    });
    const queue = inProcess([job], 'lease-d', { leaseMs: 150 });
    const { id } = await queue.enqueue(job, {});
    await queue.startWorkers({ services: {} });
    await waitFor(async () => (await queue.getJob(id))?.state === 'active');
    // Another worker takes the job over, as it would after this one stalled past its lease, with a lease of
    // its own (one the 150 ms of this queue's would let expire on a busy machine, and the job be taken back).
    await handle.db
      .updateTable('jobs')
      .set({ lockedBy: 'someone-else', lockedUntil: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', id)
      .execute();
    await waitFor(() => sawAbort);
    await sleep(50);
    const row = await handle.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active', lockedBy: 'someone-else', result: null });
    await queue.close();
  });

  it('leaves jobs no registered definition can run in the table', async () => {
    const known = defineJob({ name: 'lease.known', payload: z.object({}), run: async () => 1 });
    const unknown = defineJob({ name: 'lease.unknown', payload: z.object({}), run: async () => 1 });
    const producer = inProcess([known, unknown], 'lease-e');
    const { id } = await producer.enqueue(unknown, {});
    const consumer = inProcess([known], 'lease-e');
    await consumer.startWorkers({ services: {} });
    await sleep(150);
    expect((await consumer.getJob(id))?.state).toBe('waiting');
    await consumer.close();
  });

  it('prunes finished jobs past their retention and keeps the rest', async () => {
    const job = defineJob({ name: 'lease.job', payload: z.object({}), run: async () => 1 });
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString();
    const finished = (id: string, status: 'completed' | 'failed', daysAgo: number) => ({
      id,
      queue: 'lease-g',
      name: 'lease.job',
      payload: '{}',
      status,
      maxAttempts: 1,
      backoff: null,
      runAt: at(daysAgo),
      createdAt: at(daysAgo),
      updatedAt: at(daysAgo),
      finishedAt: at(daysAgo),
    });
    await handle.db
      .insertInto('jobs')
      .values([
        finished('old-done', 'completed', 8),
        finished('new-done', 'completed', 6),
        finished('old-failed', 'failed', 31),
        finished('new-failed', 'failed', 8),
      ])
      .execute();
    const queue = inProcess([job], 'lease-g');
    await queue.startWorkers({ services: {} });
    await waitFor(async () => (await queue.getJob('old-done')) === null);
    expect(await queue.getJob('old-failed')).toBeNull();
    expect((await queue.getJob('new-done'))?.state).toBe('completed');
    expect((await queue.getJob('new-failed'))?.state).toBe('failed');
    await queue.close();
  });

  it('fails a stored payload that no longer fits the schema without retrying', async () => {
    const strict = defineJob({
      name: 'lease.strict',
      payload: z.object({ id: z.string() }),
      run: async () => 1,
    });
    const queue = inProcess([strict], 'lease-f');
    const { id } = await queue.enqueue(strict, { id: 'x' });
    await handle.db.updateTable('jobs').set({ payload: '{"id":5}' }).where('id', '=', id).execute();
    await queue.startWorkers({ services: {} });
    await waitFor(async () => (await queue.getJob(id))?.state === 'failed');
    expect(await queue.getJob(id)).toMatchObject({
      attempts: 1,
      error: expect.stringMatching(/^invalid payload: id:/),
    });
    await queue.close();
  });
});

describe('in-process queue: two queues racing on one database', () => {
  it('runs each of 50 jobs exactly once', async () => {
    const runs = new Map<string, number>();
    const byWorker = { a: 0, b: 0 };
    const racer = defineJob({
      name: 'race.job',
      payload: z.object({ i: z.number() }),
      run: async (_p, { jobId, services }: JobContext<{ worker: 'a' | 'b' }>) => {
        runs.set(jobId, (runs.get(jobId) ?? 0) + 1);
        byWorker[services.worker] += 1;
        await sleep(5);
      },
    });
    const make = () => inProcess([racer], 'race', { pollMs: 10 });
    const a = make();
    const b = make();
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push((await a.enqueue(racer, { i })).id);
    await Promise.all([
      a.startWorkers({ services: { worker: 'a' }, concurrency: 5 }),
      b.startWorkers({ services: { worker: 'b' }, concurrency: 5 }),
    ]);
    await waitFor(async () => (await a.counts()).completed === 50, 15_000);
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
    expect(byWorker.a + byWorker.b).toBe(50);
    expect(byWorker.a).toBeGreaterThan(0);
    expect(byWorker.b).toBeGreaterThan(0);
    await Promise.all([a.close(), b.close()]);
  });
});
