import { randomUUID } from 'node:crypto';
import {
  Job,
  Queue,
  QueueEvents,
  UnrecoverableError,
  WaitingError,
  Worker,
  type JobState as BullState,
} from 'bullmq';
import { Redis } from 'ioredis';
import { runJob, SETTLE_MS } from '../attempt';
import { checkProgress, createRegistry, errorMessage, prepareEnqueue } from '../define';
import { EventHub } from '../events';
import { consoleLogger } from '../logger';
import { chainRecurring, startRecurring } from '../recurring';
import type { AnyJob, JobInfo, JobLogger, JobQueue, JobState } from '../types';
import { EventTranslator, type JobData } from './events';

export interface BullMqQueueOptions<S> {
  redisUrl: string;
  jobs: AnyJob<S>[];
  /** Default 'muse'. */
  queueName?: string;
  /** Redis key prefix. Default 'bull'. */
  prefix?: string;
  logger?: JobLogger;
}

const DAY_S = 24 * 3600;
const PING_TIMEOUT_MS = 2_000;
/** How long an enqueue or a read waits for a (re)connecting Redis before it fails instead of hanging. */
const CONNECT_WAIT_MS = 5_000;

/**
 * The scaled driver (REDIS_URL): a BullMQ Queue to enqueue, a Worker in processes that run jobs, and
 * QueueEvents so every process hears every job's events. Finished jobs are kept a while (completed 7 days,
 * failed 30 days) so getJob and idempotent enqueues keep working after they finish.
 */
export function createBullMqQueue<S>(opts: BullMqQueueOptions<S>): JobQueue<S> {
  const registry = createRegistry(opts.jobs);
  const logger = opts.logger ?? consoleLogger;
  const queueName = opts.queueName ?? 'muse';
  const prefix = opts.prefix ?? 'bull';
  const hub = new EventHub(logger);

  // One command connection shared by the queue and the worker; BullMQ opens its own blocking ones.
  // maxRetriesPerRequest null: BullMQ requires it, and commands wait out a Redis restart instead of failing.
  const connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  let redisDown = false;
  connection.on('error', (err) => {
    if (!redisDown) logger.error({ err: errorMessage(err) }, 'Redis connection error');
    redisDown = true;
  });
  connection.on('ready', () => (redisDown = false));
  // Commands would wait out an outage indefinitely; callers such as HTTP handlers get an error instead.
  const available = async (): Promise<void> => {
    if (connection.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        connection.off('ready', onReady);
        reject(new Error(`Redis is not reachable (${connection.status})`));
      }, CONNECT_WAIT_MS);
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      connection.once('ready', onReady);
    });
  };
  const onError = (err: unknown) => logger.error({ err: errorMessage(err) }, 'job queue error');

  const queue = new Queue<JobData>(queueName, {
    connection,
    prefix,
    defaultJobOptions: { removeOnComplete: { age: 7 * DAY_S }, removeOnFail: { age: 30 * DAY_S } },
  });
  queue.on('error', onError);

  let worker: Worker<JobData> | null = null;
  let queueEvents: QueueEvents | null = null;
  let closing: Promise<void> | null = null;

  // Events are read from the stream's current end, found before the first enqueue, so no job's events
  // are missed however late the QueueEvents connection starts blocking.
  const ready = (async () => {
    const last = await connection.xrevrange(queue.keys.events, '+', '-', 'COUNT', 1);
    if (closing) return;
    queueEvents = new QueueEvents(queueName, { connection, prefix, lastEventId: last[0]?.[0] ?? '0-0' });
    queueEvents.on('error', onError);
    new EventTranslator(queue, hub, logger).attach(queueEvents);
  })();
  ready.catch(onError);

  const jobQueue: JobQueue<S> = {
    driver: 'bullmq',

    async enqueue(job, payload, enqueueOpts = {}) {
      const {
        def,
        payload: valid,
        delay,
        priority,
        attempts,
        backoff,
      } = prepareEnqueue(registry, job, payload, enqueueOpts);
      await available();
      await ready;
      const added = await queue.add(
        def.name,
        { payload: valid, userId: enqueueOpts.userId ?? null },
        {
          jobId: enqueueOpts.jobId ?? randomUUID(),
          attempts,
          backoff: backoff ?? undefined,
          delay,
          ...(priority ? { priority } : {}),
        },
      );
      return { id: added.id! };
    },

    async startWorkers({ services, concurrency = 1 }) {
      if (closing) throw new Error('the job queue is closed');
      if (worker) throw new Error('workers are already running for this queue');
      if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be 1 or more');
      const runnable = chainRecurring(jobQueue, registry);
      // Three parameters, so BullMQ hands us the abort signal it fires on cancelAllJobs().
      const processor = async (job: Job<JobData>, token: string | undefined, signal?: AbortSignal) => {
        const def = runnable.get(job.name);
        if (!def) throw new UnrecoverableError(`job ${job.name} is not registered with this worker`);
        const jobSignal = signal ?? new AbortController().signal;
        const outcome = await runJob(
          def,
          job.data.payload,
          {
            jobId: job.id!,
            attempt: job.attemptsMade + 1,
            services,
            signal: jobSignal,
            progress: async (pct) => {
              const value = checkProgress(pct);
              if (!jobSignal.aborted) await job.updateProgress(value);
            },
          },
          SETTLE_MS,
          // BullMQ retries a failed try while attemptsMade + 1 < attempts (Job.shouldRetryJob).
          { maxAttempts: job.opts.attempts ?? 1, logger },
        );
        if (outcome.kind === 'completed') return outcome.result;
        if (outcome.kind === 'failed') {
          throw outcome.retry ? new Error(outcome.error) : new UnrecoverableError(outcome.error);
        }
        // Interrupted by close(): hand the job back without spending a try.
        await job.moveToWait(token);
        throw new WaitingError();
      };
      worker = new Worker<JobData>(queueName, processor, { connection, prefix, concurrency });
      worker.on('error', onError);
      logger.info({ queueName, concurrency, jobs: [...registry.keys()] }, 'job workers started');
      await startRecurring(jobQueue, registry.values());
    },

    onEvent: (listener) => hub.on(listener),

    async getJob(id) {
      await available();
      const job = await Job.fromId<JobData>(queue, id);
      if (!job) return null;
      const state = toState(await job.getState());
      if (!state) return null;
      return {
        id,
        name: job.name,
        state,
        progress: state === 'completed' ? 100 : typeof job.progress === 'number' ? job.progress : 0,
        attempts: job.attemptsMade + (state === 'active' ? 1 : 0),
        userId: job.data.userId ?? null,
        result: state === 'completed' ? job.returnvalue : undefined,
        error: state === 'completed' ? null : job.failedReason || null,
        createdAt: new Date(job.timestamp).toISOString(),
        finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      } satisfies JobInfo;
    },

    async counts() {
      await available();
      const c = await queue.getJobCounts(
        'waiting',
        'delayed',
        'prioritized',
        'paused',
        'waiting-children',
        'active',
        'completed',
        'failed',
      );
      const n = (k: string) => c[k] ?? 0;
      return {
        waiting: n('waiting') + n('delayed') + n('prioritized') + n('paused') + n('waiting-children'),
        active: n('active'),
        completed: n('completed'),
        failed: n('failed'),
      };
    },

    async ping() {
      // Commands wait for a reconnect rather than fail, so an unreachable Redis must be caught here.
      if (connection.status !== 'ready') throw new Error(`Redis is not reachable (${connection.status})`);
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          connection.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('Redis did not answer a ping')), PING_TIMEOUT_MS);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },

    close({ graceMs = 30_000 } = {}) {
      closing ??= (async () => {
        if (worker) {
          const w = worker;
          if (connection.status === 'ready') await settled(w.waitUntilReady());
          // Worker.close() waits for active jobs; past the grace period their signals are aborted and
          // they hand themselves back (moveToWait), which lets it finish.
          const timer = setTimeout(() => w.cancelAllJobs('the queue is closing'), graceMs);
          try {
            await w.close();
          } finally {
            clearTimeout(timer);
          }
        }
        if (connection.status !== 'ready') connection.disconnect(); // fails commands stuck offline
        await ready.catch(() => {});
        if (queueEvents && connection.status === 'ready') await settled(queueEvents.waitUntilReady());
        await queueEvents?.close();
        if (connection.status === 'ready') await settled(queue.waitUntilReady());
        await queue.close();
        if (connection.status === 'ready') await connection.quit();
        else connection.disconnect();
      })();
      return closing;
    },
  };
  return jobQueue;
}

/**
 * Lets a BullMQ connection finish connecting (for at most `ms`) before it is closed: closed while still
 * connecting, its failed start is emitted as an 'error' after close has removed every listener, which
 * crashes the process (seen when a server is stopped right after it started). Only while Redis answers: with
 * Redis down there is nothing to wait for.
 */
async function settled(starting: Promise<unknown>, ms = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    starting.catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

function toState(state: BullState | 'unknown'): JobState | null {
  switch (state) {
    case 'active':
    case 'completed':
    case 'failed':
      return state;
    case 'unknown':
      return null;
    default:
      return 'waiting'; // delayed, prioritized, waiting-children: not started yet
  }
}
