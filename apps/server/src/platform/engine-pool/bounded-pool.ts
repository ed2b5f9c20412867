import { Piscina } from 'piscina';
import type { TransferListItem } from 'node:worker_threads';

/** What a refused task tells the client: try again after about this long. */
export const ENGINE_RETRY_AFTER_SECONDS = 5;

/** Thrown by `run` when every thread is busy and the waiting queue is full, or the pool is closed. */
export class PoolBusyError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds = ENGINE_RETRY_AFTER_SECONDS,
  ) {
    super(message);
    this.name = 'PoolBusyError';
  }
}

export interface BoundedPoolOptions {
  /** The worker module: its default export runs one task. */
  filename: string;
  threads: number;
  /** Tasks that may wait for a thread; one more is refused at once. */
  queueMax: number;
}

/**
 * A fixed number of worker threads with a bounded waiting queue (piscina). Admission is counted here, so
 * the bound is exact whatever state the threads are in (starting, busy, restarting after a crash): at most
 * `threads + queueMax` tasks are in the pool, and one more fails fast instead of waiting without end.
 * The threads start on the first task (a server that never speaks never pays for them), stay warm
 * afterwards, and never hold the process open: piscina unrefs a thread while it has no task, and `close`
 * terminates them.
 */
export class BoundedPool<Task, Result> {
  private piscina: Piscina<Task, Result> | null = null;
  private admitted = 0;
  private closed = false;

  constructor(private readonly options: BoundedPoolOptions) {}

  /** Tasks running or waiting now. */
  get size(): number {
    return this.admitted;
  }

  get capacity(): number {
    return this.options.threads + this.options.queueMax;
  }

  async run(task: Task, transferList?: TransferListItem[]): Promise<Result> {
    if (this.closed) throw new PoolBusyError('The server is shutting down.');
    if (this.admitted >= this.capacity) {
      throw new PoolBusyError('The server is busy. Try again in a few seconds.');
    }
    this.admitted++;
    try {
      return await this.pool().run(task, transferList ? { transferList } : {});
    } catch (err) {
      // piscina's own bound is only a backstop (ours is tighter); report it the same way.
      if (err instanceof Error && /queue is at limit|queue is being terminated/i.test(err.message)) {
        throw new PoolBusyError('The server is busy. Try again in a few seconds.');
      }
      throw err;
    } finally {
      this.admitted--;
    }
  }

  /** Ends every thread; tasks still running or waiting fail. Idempotent. */
  async close(): Promise<void> {
    this.closed = true;
    const piscina = this.piscina;
    this.piscina = null;
    if (piscina) await piscina.destroy();
  }

  private pool(): Piscina<Task, Result> {
    this.piscina ??= new Piscina<Task, Result>({
      filename: this.options.filename,
      // minThreads = maxThreads: warm threads stay (espeak-ng and answer indexes live in them).
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      maxQueue: this.capacity,
      concurrentTasksPerWorker: 1,
    });
    return this.piscina;
  }
}
