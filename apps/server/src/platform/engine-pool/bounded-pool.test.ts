import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BoundedPool, PoolBusyError } from './bounded-pool';

const SLEEP_WORKER = new URL('./fixtures/sleep-worker.mjs', import.meta.url).href;
const CLOSE_PROBE = fileURLToPath(new URL('./fixtures/close-probe.mjs', import.meta.url));

describe('BoundedPool', () => {
  const pools: BoundedPool<{ ms: number }, number>[] = [];
  const newPool = (threads: number, queueMax: number) => {
    const pool = new BoundedPool<{ ms: number }, number>({ filename: SLEEP_WORKER, threads, queueMax });
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.close()));
  });

  it('runs tasks on worker threads, not on the calling one', async () => {
    const pool = newPool(2, 4);
    const ids = await Promise.all([pool.run({ ms: 10 }), pool.run({ ms: 10 })]);
    for (const id of ids) expect(id).toBeGreaterThan(0);
  });

  it('admits threads + queueMax tasks and refuses the next one at once', async () => {
    const pool = newPool(1, 1);
    const running = pool.run({ ms: 300 });
    const waiting = pool.run({ ms: 10 });
    const started = performance.now();
    await expect(pool.run({ ms: 10 })).rejects.toBeInstanceOf(PoolBusyError);
    expect(performance.now() - started).toBeLessThan(100);
    expect(pool.size).toBe(2);
    await Promise.all([running, waiting]);
    // room again once they are done
    expect(pool.size).toBe(0);
    await expect(pool.run({ ms: 1 })).resolves.toBeGreaterThan(0);
  });

  it('tells how long to wait before trying again', async () => {
    const pool = newPool(1, 1);
    const tasks = [pool.run({ ms: 200 }), pool.run({ ms: 1 })];
    const refused = await pool.run({ ms: 1 }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PoolBusyError);
    expect((refused as PoolBusyError).retryAfterSeconds).toBeGreaterThan(0);
    await Promise.all(tasks);
  });

  it('refuses tasks after close', async () => {
    const pool = newPool(1, 1);
    await pool.run({ ms: 1 });
    await pool.close();
    await expect(pool.run({ ms: 1 })).rejects.toBeInstanceOf(PoolBusyError);
  });

  // The process must end by itself once the pool is closed, and even while warm idle threads remain.
  it.each([['close'], ['idle']])(
    'never keeps the process alive (%s)',
    async (mode) => {
      const child = spawn(process.execPath, [CLOSE_PROBE, mode], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      child.stderr.on('data', (b: Buffer) => (out += b.toString()));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(null);
        }, 15_000);
        child.on('exit', (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      expect(out).toContain('done');
      expect(code).toBe(0);
    },
    20_000,
  );
});
