import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define';
import { recurringJobId, slotOf } from './recurring';
import type { AnyJob, JobContext, JobEvent, JobQueue } from './types';

/** What the contract's jobs get as services. */
export interface ContractServices {
  factor: number;
}

/** Builds a queue on the driver's backend; queues made with the same name share their jobs. */
export type MakeQueue = (jobs: AnyJob<ContractServices>[], queueName: string) => JobQueue<ContractServices>;

const services: ContractServices = { factor: 2 };
type Ctx = JobContext<ContractServices>;

export async function waitFor<T>(probe: () => T | Promise<T>, timeoutMs = 5_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await sleep(10);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function record(queue: JobQueue<ContractServices>): JobEvent[] {
  const events: JobEvent[] = [];
  queue.onEvent((e) => events.push(e));
  return events;
}

const finalEvent = (events: JobEvent[], id: string) =>
  waitFor(() => events.find((e) => e.jobId === id && (e.state === 'completed' || e.state === 'failed')));

/**
 * The behaviour every JobQueue driver must have. Each test works on its own queue name and closes every
 * queue it made; delays are tens of ms so the suite stays fast.
 */
export function runQueueContract(driver: string, makeQueue: MakeQueue): void {
  describe(`JobQueue contract: ${driver}`, () => {
    let queueName = '';
    const open: JobQueue<ContractServices>[] = [];
    const make = (jobs: AnyJob<ContractServices>[]) => {
      const queue = makeQueue(jobs, queueName);
      open.push(queue);
      return queue;
    };
    beforeEach(() => {
      queueName = `contract-${randomUUID().slice(0, 8)}`;
    });
    afterEach(async () => {
      await Promise.all(open.splice(0).map((q) => q.close({ graceMs: 1_000 })));
    });

    const double = defineJob({
      name: 'contract.double',
      payload: z.object({ n: z.number() }),
      run: async ({ n }, { services, attempt }: Ctx) => ({ doubled: n * services.factor, attempt }),
    });

    it('runs a job with its services and stores the result', async () => {
      const queue = make([double]);
      const events = record(queue);
      await queue.startWorkers({ services });
      const { id } = await queue.enqueue(double, { n: 21 }, { userId: 'user-1' });
      await finalEvent(events, id);
      const info = await queue.getJob(id);
      expect(info).toMatchObject({
        id,
        name: 'contract.double',
        state: 'completed',
        progress: 100,
        attempts: 1,
        userId: 'user-1',
        result: { doubled: 42, attempt: 1 },
        error: null,
      });
      expect(Date.parse(info!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(info!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(info!.createdAt));
      const mine = events.filter((e) => e.jobId === id);
      expect(mine.map((e) => [e.state, e.attempt])).toEqual([
        ['waiting', 0],
        ['active', 1],
        ['completed', 1],
      ]);
      expect(mine.every((e) => e.userId === 'user-1' && e.name === 'contract.double')).toBe(true);
      expect(mine[2]).toMatchObject({ progress: 100, result: { doubled: 42, attempt: 1 } });
    });

    it('rejects an invalid payload with a ZodError and stores nothing', async () => {
      const queue = make([double]);
      await expect(queue.enqueue(double, { n: 'many' } as never)).rejects.toBeInstanceOf(z.ZodError);
      expect(await queue.counts()).toEqual({ waiting: 0, active: 0, completed: 0, failed: 0 });
    });

    it('refuses a job the queue was not created with', async () => {
      const queue = make([double]);
      const stranger = defineJob({ name: 'contract.stranger', payload: z.object({}), run: async () => null });
      await expect(queue.enqueue(stranger, {})).rejects.toThrow(/not registered/);
    });

    it('emits progress events in order', async () => {
      const steps = defineJob({
        name: 'contract.steps',
        payload: z.object({}),
        run: async (_p, { progress }: Ctx) => {
          for (const pct of [10, 50, 90]) await progress(pct);
          return 'done';
        },
      });
      const queue = make([steps]);
      const events = record(queue);
      await queue.startWorkers({ services });
      const { id } = await queue.enqueue(steps, {});
      await finalEvent(events, id);
      const mine = events.filter((e) => e.jobId === id);
      expect(mine.map((e) => `${e.state}:${e.progress}`)).toEqual([
        'waiting:0',
        'active:0',
        'active:10',
        'active:50',
        'active:90',
        'completed:100',
      ]);
    });

    it('retries a throwing job with exponential backoff, then succeeds', async () => {
      const starts: number[] = [];
      const flaky = defineJob({
        name: 'contract.flaky',
        payload: z.object({}),
        options: { attempts: 3, backoff: { type: 'exponential', delay: 40 } },
        run: async (_p, { attempt }: Ctx) => {
          starts.push(Date.now());
          if (attempt < 3) throw new Error(`try ${attempt} failed`);
          return { attempt };
        },
      });
      const queue = make([flaky]);
      const events = record(queue);
      await queue.startWorkers({ services });
      const { id } = await queue.enqueue(flaky, {});
      await finalEvent(events, id);
      expect(starts).toHaveLength(3);
      expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(35); // 40 ms
      expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(75); // 80 ms
      expect(await queue.getJob(id)).toMatchObject({
        state: 'completed',
        attempts: 3,
        result: { attempt: 3 },
      });
      const mine = events.filter((e) => e.jobId === id);
      expect(mine.map((e) => [e.state, e.attempt, e.error])).toEqual([
        ['waiting', 0, undefined],
        ['active', 1, undefined],
        ['waiting', 1, 'try 1 failed'],
        ['active', 2, undefined],
        ['waiting', 2, 'try 2 failed'],
        ['active', 3, undefined],
        ['completed', 3, undefined],
      ]);
    });

    it('fails after the last attempt with the error message', async () => {
      let runs = 0;
      const doomed = defineJob({
        name: 'contract.doomed',
        payload: z.object({}),
        options: { attempts: 2, backoff: { type: 'fixed', delay: 10 } },
        run: async () => {
          runs += 1;
          throw new Error('boom');
        },
      });
      const queue = make([doomed]);
      const events = record(queue);
      await queue.startWorkers({ services });
      const { id } = await queue.enqueue(doomed, {}, { userId: 'user-2' });
      const last = await finalEvent(events, id);
      expect(last).toMatchObject({ state: 'failed', error: 'boom', attempt: 2, userId: 'user-2' });
      expect(runs).toBe(2);
      const info = await queue.getJob(id);
      expect(info).toMatchObject({ state: 'failed', error: 'boom', attempts: 2 });
      expect(info!.finishedAt).not.toBeNull();
    });

    it('runs a delayed job no earlier than asked', async () => {
      let startedAt = 0;
      const later = defineJob({
        name: 'contract.later',
        payload: z.object({}),
        run: async () => {
          startedAt = Date.now();
        },
      });
      const queue = make([later]);
      const events = record(queue);
      await queue.startWorkers({ services });
      const enqueuedAt = Date.now();
      const { id } = await queue.enqueue(later, {}, { delayMs: 200 });
      expect((await queue.getJob(id))?.state).toBe('waiting');
      await finalEvent(events, id);
      expect(startedAt - enqueuedAt).toBeGreaterThanOrEqual(195);
      expect(startedAt - enqueuedAt).toBeLessThan(2_000);
    });

    it('runs waiting jobs by priority, oldest first within one, those without a priority first', async () => {
      const order: string[] = [];
      const ranked = defineJob({
        name: 'contract.ranked',
        payload: z.object({ label: z.string() }),
        run: async ({ label }) => {
          order.push(label);
          return label;
        },
      });
      const queue = make([ranked]);
      await expect(queue.enqueue(ranked, { label: 'x' }, { priority: 0 })).rejects.toThrow(/priority/);
      await expect(queue.enqueue(ranked, { label: 'x' }, { priority: 1.5 })).rejects.toThrow(/priority/);
      const plan: [string, number | undefined][] = [
        ['free-1', 3],
        ['ultimate-1', 1],
        ['premium-1', 2],
        ['free-2', 3],
        ['ultimate-2', 1],
        ['mail', undefined],
      ];
      const ids: string[] = [];
      for (const [label, priority] of plan) {
        ids.push((await queue.enqueue(ranked, { label }, priority ? { priority } : {})).id);
        await sleep(5); // distinct creation times
      }
      await queue.startWorkers({ services, concurrency: 1 });
      await waitFor(
        async () => (await queue.getJob(ids.at(-2)!))?.state === 'completed' && order.length === 6,
      );
      expect(order).toEqual(['mail', 'ultimate-1', 'ultimate-2', 'premium-1', 'free-1', 'free-2']);
    });

    it('starts an Ultimate job queued after ten Free jobs first, while a Free job is running', async () => {
      // The generation queue's ranks (@muse/domain generationPriority): Ultimate 1, Premium 2, the rest 3.
      const started: string[] = [];
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const render = defineJob({
        name: 'contract.render',
        payload: z.object({ label: z.string() }),
        run: async ({ label }) => {
          started.push(label);
          if (label === 'busy') await gate;
          return label;
        },
      });
      const queue = make([render]);
      await queue.startWorkers({ services, concurrency: 1 });
      await queue.enqueue(render, { label: 'busy' }, { priority: 3 });
      await waitFor(() => started.includes('busy'));
      for (let i = 1; i <= 10; i++) await queue.enqueue(render, { label: `free-${i}` }, { priority: 3 });
      const ultimate = await queue.enqueue(render, { label: 'ultimate' }, { priority: 1 });
      release();
      await waitFor(async () => (await queue.getJob(ultimate.id))?.state === 'completed');
      await waitFor(() => started.length === 12);
      expect(started).toEqual(['busy', 'ultimate', ...Array.from({ length: 10 }, (_, i) => `free-${i + 1}`)]);
    });

    it('enqueues one job per jobId', async () => {
      let runs = 0;
      const once = defineJob({
        name: 'contract.once',
        payload: z.object({ v: z.number() }),
        run: async ({ v }) => {
          runs += 1;
          return v;
        },
      });
      const queue = make([once]);
      const events = record(queue);
      const first = await queue.enqueue(once, { v: 1 }, { jobId: 'order-42' });
      const second = await queue.enqueue(once, { v: 2 }, { jobId: 'order-42' });
      expect(first.id).toBe('order-42');
      expect(second.id).toBe('order-42');
      expect(await queue.counts()).toMatchObject({ waiting: 1 });
      await queue.startWorkers({ services });
      await finalEvent(events, 'order-42');
      await queue.enqueue(once, { v: 3 }, { jobId: 'order-42' });
      await sleep(100);
      expect(runs).toBe(1);
      expect((await queue.getJob('order-42'))?.result).toBe(1);
      expect(await queue.counts()).toEqual({ waiting: 0, active: 0, completed: 1, failed: 0 });
      expect(events.filter((e) => e.state === 'waiting')).toHaveLength(1);
      await expect(queue.enqueue(once, { v: 4 }, { jobId: 'a:b' })).rejects.toThrow(/invalid job id/);
    });

    it('counts jobs by state', async () => {
      const broken = defineJob({
        name: 'contract.broken',
        payload: z.object({}),
        options: { attempts: 1 },
        run: async () => {
          throw new Error('nope');
        },
      });
      const queue = make([double, broken]);
      await queue.enqueue(double, { n: 1 });
      await queue.enqueue(double, { n: 2 });
      const { id } = await queue.enqueue(broken, {});
      expect(await queue.counts()).toEqual({ waiting: 3, active: 0, completed: 0, failed: 0 });
      await queue.startWorkers({ services, concurrency: 2 });
      await waitFor(
        async () => (await queue.counts()).completed === 2 && (await queue.counts()).failed === 1,
      );
      expect(await queue.counts()).toEqual({ waiting: 0, active: 0, completed: 2, failed: 1 });
      expect(await queue.getJob(id)).toMatchObject({ state: 'failed', error: 'nope', attempts: 1 });
    });

    it('returns null for an unknown job id', async () => {
      const queue = make([double]);
      expect(await queue.getJob('no-such-job')).toBeNull();
    });

    it('runs up to `concurrency` jobs at once', async () => {
      let running = 0;
      let peak = 0;
      const busy = defineJob({
        name: 'contract.busy',
        payload: z.object({ i: z.number() }),
        run: async () => {
          running += 1;
          peak = Math.max(peak, running);
          await sleep(80);
          running -= 1;
        },
      });
      const queue = make([busy]);
      for (let i = 0; i < 7; i++) await queue.enqueue(busy, { i });
      await queue.startWorkers({ services, concurrency: 3 });
      await waitFor(async () => (await queue.counts()).completed === 7);
      expect(peak).toBe(3);
    });

    it('close() waits for an active job to finish', async () => {
      let started = false;
      let finished = false;
      const slow = defineJob({
        name: 'contract.slow',
        payload: z.object({}),
        run: async () => {
          started = true;
          await sleep(200);
          finished = true;
          return 'finished';
        },
      });
      const queue = make([slow]);
      await queue.startWorkers({ services });
      const { id } = await queue.enqueue(slow, {});
      await waitFor(() => started);
      await queue.close({ graceMs: 5_000 });
      expect(finished).toBe(true);
      const after = make([slow]);
      expect(await after.getJob(id)).toMatchObject({ state: 'completed', result: 'finished' });
    });

    it('close() aborts a job past the grace period and hands it back without spending a try', async () => {
      let mode: 'hang' | 'finish' = 'hang';
      let aborted = false;
      const stubborn = defineJob({
        name: 'contract.stubborn',
        payload: z.object({}),
        run: async (_p, { signal, attempt }: Ctx) => {
          if (mode === 'finish') return { attempt };
          await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
          aborted = true;
          throw signal.reason;
        },
      });
      const queue = make([stubborn]);
      await queue.startWorkers({ services });
      const { id } = await queue.enqueue(stubborn, {});
      await waitFor(async () => (await queue.getJob(id))?.state === 'active');
      const closeStarted = Date.now();
      await queue.close({ graceMs: 50 });
      expect(Date.now() - closeStarted).toBeLessThan(1_500);
      expect(aborted).toBe(true);
      const after = make([stubborn]);
      expect(await after.getJob(id)).toMatchObject({ state: 'waiting', attempts: 0 });
      mode = 'finish';
      const events = record(after);
      await after.startWorkers({ services });
      await finalEvent(events, id);
      expect(await after.getJob(id)).toMatchObject({
        state: 'completed',
        attempts: 1,
        result: { attempt: 1 },
      });
    });

    it('stops delivering events to a listener that unsubscribed', async () => {
      const queue = make([double]);
      const seen: JobEvent[] = [];
      const off = queue.onEvent((e) => seen.push(e));
      off();
      const events = record(queue);
      await queue.startWorkers({ services });
      const { id } = await queue.enqueue(double, { n: 1 });
      await finalEvent(events, id);
      expect(seen).toEqual([]);
    });

    it('calls onFailed once, after the last try failed and before the job is failed', async () => {
      class Broken extends Error {}
      let tries = 0;
      const calls: { payload: unknown; error: Error; attempt: number; factor: number; tries: number }[] = [];
      let stateDuringOnFailed: string | undefined;
      const doomed = defineJob({
        name: 'contract.last-try',
        payload: z.object({ n: z.number() }),
        options: { attempts: 3, backoff: { type: 'fixed', delay: 10 } },
        run: async (_p, { attempt }: Ctx) => {
          tries += 1;
          throw new Broken(`try ${attempt} failed`);
        },
        onFailed: async (payload, error, { jobId, attempt, services }) => {
          calls.push({ payload, error, attempt, factor: services.factor, tries });
          stateDuringOnFailed = (await queue.getJob(jobId))?.state;
        },
      });
      const queue = make([doomed]);
      const events = record(queue);
      await queue.startWorkers({ services });
      const { id } = await queue.enqueue(doomed, { n: 7 });
      const last = await finalEvent(events, id);
      expect(last).toMatchObject({ state: 'failed', error: 'try 3 failed', attempt: 3 });
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ payload: { n: 7 }, attempt: 3, factor: 2, tries: 3 });
      expect(calls[0]!.error).toBeInstanceOf(Broken);
      expect(calls[0]!.error.message).toBe('try 3 failed');
      // It ran while the job was still active: the job's failure is recorded after it.
      expect(stateDuringOnFailed).toBe('active');
      await sleep(100);
      expect(calls).toHaveLength(1);
    });

    it('does not call onFailed when a retry succeeds, and fails the job with the run’s error when it throws', async () => {
      const failedFor: string[] = [];
      const flaky = defineJob({
        name: 'contract.recovers',
        payload: z.object({}),
        options: { attempts: 2, backoff: { type: 'fixed', delay: 10 } },
        run: async (_p, { attempt }: Ctx) => {
          if (attempt < 2) throw new Error('first try failed');
          return 'recovered';
        },
        onFailed: async () => {
          failedFor.push('contract.recovers');
        },
      });
      const once = defineJob({
        name: 'contract.single-try',
        payload: z.object({}),
        options: { attempts: 1 },
        run: async () => {
          throw new Error('the only try failed');
        },
        onFailed: async () => {
          failedFor.push('contract.single-try');
          throw new Error('onFailed broke too');
        },
      });
      const queue = make([flaky, once]);
      const events = record(queue);
      await queue.startWorkers({ services });
      const recovers = await queue.enqueue(flaky, {});
      const single = await queue.enqueue(once, {});
      expect(await finalEvent(events, recovers.id)).toMatchObject({ state: 'completed', attempt: 2 });
      expect(await finalEvent(events, single.id)).toMatchObject({
        state: 'failed',
        attempt: 1,
        error: 'the only try failed',
      });
      expect(failedFor).toEqual(['contract.single-try']);
      expect(await queue.getJob(single.id)).toMatchObject({ state: 'failed', error: 'the only try failed' });
    });

    it('does not call onFailed for a last try interrupted by close()', async () => {
      let onFailedCalls = 0;
      const hanging = defineJob({
        name: 'contract.interrupted-last',
        payload: z.object({}),
        options: { attempts: 1 },
        run: async (_p, { signal }: Ctx) => {
          await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
          throw signal.reason;
        },
        onFailed: async () => {
          onFailedCalls += 1;
        },
      });
      const queue = make([hanging]);
      await queue.startWorkers({ services });
      const { id } = await queue.enqueue(hanging, {});
      await waitFor(async () => (await queue.getJob(id))?.state === 'active');
      await queue.close({ graceMs: 50 });
      expect(onFailedCalls).toBe(0);
      expect(await make([hanging]).getJob(id)).toMatchObject({ state: 'waiting', attempts: 0 });
    });

    it('runs a recurring job once a slot, from the slot its workers start in, and stops on close', async () => {
      const everyMs = 100;
      const runs: { slot: number; jobId: string }[] = [];
      const tick = defineJob({
        name: 'contract.tick',
        payload: z.object({ slot: z.number() }),
        recurring: { id: 'contract-tick', everyMs, payload: (slot) => ({ slot }) },
        run: async ({ slot }, { jobId }: Ctx) => {
          runs.push({ slot, jobId });
          return slot;
        },
      });
      // Two processes start workers for the same recurring job: each slot still runs once.
      const a = make([tick]);
      const b = make([tick]);
      const firstSlot = slotOf(everyMs, Date.now());
      await Promise.all([a.startWorkers({ services }), b.startWorkers({ services })]);
      const startedSlot = slotOf(everyMs, Date.now());
      await waitFor(() => runs.length >= 4);
      await Promise.all([a.close({ graceMs: 1_000 }), b.close({ graceMs: 1_000 })]);
      const slots = runs.map((r) => r.slot).sort((x, y) => x - y);
      expect(new Set(slots).size).toBe(slots.length);
      expect(slots.every((slot) => slot % everyMs === 0)).toBe(true);
      expect(slots[0]).toBeGreaterThanOrEqual(firstSlot);
      expect(slots[0]).toBeLessThanOrEqual(startedSlot);
      expect(runs.every((r) => r.jobId === recurringJobId(tick, r.slot))).toBe(true);
      expect(recurringJobId(tick, slots[0]!)).toBe(`contract-tick-${slots[0]}`);
      const after = make([tick]);
      expect(await after.getJob(recurringJobId(tick, slots[0]!))).toMatchObject({
        state: 'completed',
        result: slots[0],
      });
      // Closed: the next slot's run waits for a process that starts workers; nothing here runs it.
      const ran = runs.length;
      await sleep(3 * everyMs);
      expect(runs.length).toBe(ran);
      expect((await after.counts()).waiting).toBeGreaterThanOrEqual(1);
    });

    it('answers ping while the backend is up', async () => {
      const queue = make([double]);
      await waitFor(async () => {
        try {
          await queue.ping();
          return true;
        } catch {
          return false;
        }
      });
      await expect(queue.ping()).resolves.toBeUndefined();
    });
  });
}
