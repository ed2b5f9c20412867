import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBullMqQueue } from './bullmq/queue';
import { runQueueContract, waitFor, type ContractServices } from './contract';
import { defineJob } from './define';
import type { JobEvent } from './types';

const redisUrl = process.env.TEST_REDIS_URL;
// A prefix of its own per run, so parallel runs never meet; every key under it is deleted afterwards.
const prefix = `muse-test-${randomUUID().slice(0, 8)}`;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.skipIf(!redisUrl)('BullMQ queue', () => {
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await redis.quit();
  });

  runQueueContract('bullmq', (jobs, queueName) =>
    createBullMqQueue<ContractServices>({ redisUrl: redisUrl!, jobs, queueName, prefix, logger: quiet }),
  );

  it('delivers events to every process, not only the one running the job', async () => {
    const job = defineJob({
      name: 'fanout.job',
      payload: z.object({}),
      run: async (_p, { progress }) => {
        await progress(60);
        return 'ok';
      },
    });
    const queueName = `fanout-${randomUUID().slice(0, 8)}`;
    const api = createBullMqQueue({ redisUrl: redisUrl!, jobs: [job], queueName, prefix, logger: quiet });
    const worker = createBullMqQueue({ redisUrl: redisUrl!, jobs: [job], queueName, prefix, logger: quiet });
    const heard: JobEvent[] = [];
    api.onEvent((e) => heard.push(e));
    await worker.startWorkers({ services: {} });
    const { id } = await api.enqueue(job, {}, { userId: 'user-5' });
    await waitFor(() => heard.some((e) => e.state === 'completed'));
    expect(heard.map((e) => `${e.state}:${e.progress}:${e.userId}`)).toEqual([
      'waiting:0:user-5',
      'active:0:user-5',
      'active:60:user-5',
      'completed:100:user-5',
    ]);
    expect(heard.every((e) => e.jobId === id)).toBe(true);
    await Promise.all([api.close(), worker.close()]);
  });
});

describe('BullMQ queue without Redis', () => {
  it('fails ping and still closes, workers included', async () => {
    const queue = createBullMqQueue({ redisUrl: 'redis://127.0.0.1:1', jobs: [], logger: quiet });
    await expect(queue.ping()).rejects.toThrow(/not reachable/);
    await queue.startWorkers({ services: {} });
    const started = Date.now();
    await queue.close({ graceMs: 100 });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
