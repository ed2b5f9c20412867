import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database, Dialect, Kysely } from '@muse/db';
import { createRegistry, prepareEnqueue } from '../define';
import { EventHub } from '../events';
import { consoleLogger } from '../logger';
import { chainRecurring, startRecurring } from '../recurring';
import type { AnyJob, JobInfo, JobLogger, JobQueue, JobState } from '../types';
import { Runner } from './runner';
import { isoAt, JobStore, type JobRow } from './store';

export interface InProcessQueueOptions<S> {
  db: Kysely<Database>;
  dialect: Dialect;
  jobs: AnyJob<S>[];
  /** Jobs of other queue names in the same table are left alone. Default 'muse'. */
  queueName?: string;
  /** How long a claimed job stays reserved without a renewal. Default 30 s. */
  leaseMs?: number;
  /** How often to look for due jobs enqueued elsewhere. Default 1 s. */
  pollMs?: number;
  logger?: JobLogger;
}

/**
 * The default driver: jobs live in the `jobs` table, so they survive restarts and several processes sharing a
 * PostgreSQL database can work one queue. Events reach listeners in this process only.
 */
export function createInProcessQueue<S>(opts: InProcessQueueOptions<S>): JobQueue<S> {
  const registry = createRegistry(opts.jobs);
  const logger = opts.logger ?? consoleLogger;
  const store = new JobStore(opts.db, opts.dialect, opts.queueName ?? 'muse');
  const events = new EventHub(logger);
  const leaseMs = opts.leaseMs ?? 30_000;
  const pollMs = opts.pollMs ?? 1_000;
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let runner: Runner<S> | null = null;
  let closing: Promise<void> | null = null;

  const queue: JobQueue<S> = {
    driver: 'in-process',

    async enqueue(job, payload, enqueueOpts = {}) {
      const {
        def,
        payload: valid,
        delay,
        priority,
        attempts,
        backoff,
      } = prepareEnqueue(registry, job, payload, enqueueOpts);
      const id = enqueueOpts.jobId ?? randomUUID();
      const userId = enqueueOpts.userId ?? null;
      const inserted = await store.insert({
        id,
        name: def.name,
        payload: JSON.stringify(valid),
        maxAttempts: attempts,
        backoff: backoff ? JSON.stringify(backoff) : null,
        runAt: isoAt(Date.now() + delay),
        priority,
        userId,
      });
      if (inserted) {
        events.emit({ jobId: id, name: def.name, state: 'waiting', progress: 0, userId, attempt: 0 });
        if (delay > 0) runner?.wakeLater(delay);
        else runner?.wake();
      }
      return { id };
    },

    async startWorkers({ services, concurrency = 1 }) {
      if (closing) throw new Error('the job queue is closed');
      if (runner) throw new Error('workers are already running for this queue');
      if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be 1 or more');
      runner = new Runner({
        store,
        registry: chainRecurring(queue, registry),
        events,
        logger,
        workerId,
        services,
        concurrency,
        leaseMs,
        pollMs,
      });
      logger.info({ workerId, concurrency, jobs: [...registry.keys()] }, 'job workers started');
      await startRecurring(queue, registry.values());
    },

    onEvent: (listener) => events.on(listener),

    async getJob(id) {
      const row = await store.get(id);
      return row ? toInfo(row) : null;
    },

    counts: () => store.counts(),

    ping: () => store.ping(),

    close({ graceMs = 30_000 } = {}) {
      closing ??= runner ? runner.close(graceMs) : Promise.resolve();
      return closing;
    },
  };
  return queue;
}

function toInfo(row: JobRow): JobInfo {
  const state = row.status as JobState;
  return {
    id: row.id,
    name: row.name,
    state,
    progress: row.progress,
    attempts: row.attempts,
    userId: row.userId,
    result: state === 'completed' && row.result !== null ? JSON.parse(row.result) : undefined,
    error: state === 'completed' ? null : row.error,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}
