import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { LiveMusicSettings } from '@muse/contracts';
import { ProviderError } from '@muse/providers';
import type { Logger } from '../../platform/logging/logger';
import type { LiveBar, LiveThreadReply, LiveThreadRequest } from './live-music.protocol';

const BOOT = new URL('./live-music.worker.boot.mjs', import.meta.url);

/** One live stream as the service plays it: the next bar, a change of settings from the next bar, the end. */
export interface LiveSource {
  next(): Promise<LiveBar>;
  update(change: Partial<LiveMusicSettings>): Promise<{ revision: number; fromBar: number }>;
  close(): void;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * The process's live music thread (live-music.worker.ts), started with the first stream and kept warm (its
 * instruments are loaded once): every stream's bars are composed and rendered there, one request at a time
 * per stream, so an HTTP request never waits behind a synthesiser. If the thread fails, its streams end
 * with an error and the next start opens a new one.
 */
export class LiveMusicThread {
  private worker: Worker | null = null;
  private nextRequest = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly logger: Logger) {}

  async open(settings: LiveMusicSettings, seed: number): Promise<LiveSource> {
    const id = randomBytes(9).toString('base64url');
    await this.ask({ op: 'open', id, settings, seed });
    return {
      next: () => this.ask({ op: 'next', id }) as Promise<LiveBar>,
      update: (change) =>
        this.ask({ op: 'update', id, change }) as Promise<{ revision: number; fromBar: number }>,
      close: () => this.worker?.postMessage({ op: 'close', id } satisfies LiveThreadRequest),
    };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('Live music stopped.'));
    if (worker) await worker.terminate();
  }

  private ask(
    request: DistributiveOmit<Exclude<LiveThreadRequest, { op: 'close' }>, 'req'>,
  ): Promise<unknown> {
    const req = this.nextRequest++;
    return new Promise((resolve, reject) => {
      this.pending.set(req, { resolve, reject });
      this.thread().postMessage({ ...request, req } as LiveThreadRequest);
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(BOOT);
    // The HTTP server keeps the process alive; an idle live music thread must not.
    worker.unref();
    worker.on('message', (reply: LiveThreadReply) => {
      const waiting = this.pending.get(reply.req);
      if (!waiting) return;
      this.pending.delete(reply.req);
      if (reply.ok) waiting.resolve(reply.result);
      else
        waiting.reject(
          reply.userMessage
            ? new ProviderError({ code: 'unavailable', provider: 'local', message: reply.message })
            : new Error(reply.message),
        );
    });
    worker.on('error', (err) => {
      this.logger.error({ err }, 'live music thread failed');
      this.ended(worker, err);
    });
    worker.on('exit', (code) => this.ended(worker, new Error(`The live music thread ended (${code}).`)));
    this.worker = worker;
    return worker;
  }

  private ended(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.failAll(error);
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
