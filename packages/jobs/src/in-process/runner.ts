import { runJob, SETTLE_MS, type Outcome } from '../attempt';
import { backoffDelay, checkProgress, errorMessage, type ResolvedOptions } from '../define';
import type { EventHub } from '../events';
import type { AnyJob, JobLogger } from '../types';
import { isoAt, type JobRow, type JobStore } from './store';

export interface RunnerOptions<S> {
  store: JobStore;
  registry: Map<string, AnyJob<S>>;
  events: EventHub;
  logger: JobLogger;
  workerId: string;
  services: S;
  concurrency: number;
  leaseMs: number;
  pollMs: number;
}

interface Running {
  controller: AbortController;
  done: Promise<void>;
}

const SHUTDOWN = 'the queue is closing';
const DAY_MS = 24 * 3600 * 1000;
/** Finished jobs are kept as long as the BullMQ driver keeps them, then pruned (checked hourly). */
export const KEEP_COMPLETED_MS = 7 * DAY_MS;
export const KEEP_FAILED_MS = 30 * DAY_MS;
const PRUNE_EVERY_MS = 3600 * 1000;

/**
 * The worker loop of one process: claims due jobs up to `concurrency`, keeps their leases alive, takes back
 * jobs whose worker died, and records each try's outcome. Wakes on a poll timer, when this process enqueues,
 * when a local delay falls due and when a job finishes.
 */
export class Runner<S> {
  private readonly running = new Map<string, Running>();
  private readonly names: string[];
  private pump: Promise<void> | null = null;
  private again = false;
  private closing = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private wakeTimer: NodeJS.Timeout | undefined;
  private wakeAt = Infinity;
  private readonly renewTimer: NodeJS.Timeout;
  private lastReclaim = 0;
  private lastPrune = 0;

  constructor(private readonly o: RunnerOptions<S>) {
    this.names = [...o.registry.keys()];
    this.renewTimer = setInterval(() => void this.renewLeases(), Math.max(10, Math.floor(o.leaseMs / 3)));
    this.wake();
  }

  /** Runs the loop now (or again right after the current pass). */
  wake(): void {
    if (this.closing || this.names.length === 0) return;
    if (this.pump) {
      this.again = true;
      return;
    }
    this.pump = this.pass().finally(() => {
      this.pump = null;
      if (!this.closing) this.schedulePoll();
    });
  }

  /** Wakes the loop when a job this process delayed falls due, sooner than the next poll. */
  wakeLater(delayMs: number): void {
    const at = Date.now() + delayMs + 2; // timers may fire a millisecond early
    if (this.closing || delayMs >= this.o.pollMs || at >= this.wakeAt) return;
    clearTimeout(this.wakeTimer);
    this.wakeAt = at;
    this.wakeTimer = setTimeout(() => {
      this.wakeAt = Infinity;
      this.wake();
    }, at - Date.now());
  }

  async close(graceMs: number): Promise<void> {
    this.closing = true;
    clearTimeout(this.pollTimer);
    clearTimeout(this.wakeTimer);
    await this.pump; // a claim in flight either lands in `running` or is released
    const all = () => Promise.all([...this.running.values()].map((r) => r.done));
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'grace over'>((resolve) => {
      graceTimer = setTimeout(() => resolve('grace over'), graceMs);
    });
    const first = await Promise.race([all(), graceOver]);
    clearTimeout(graceTimer);
    if (first === 'grace over') {
      for (const r of this.running.values()) r.controller.abort(new Error(SHUTDOWN));
      await all();
    }
    clearInterval(this.renewTimer);
  }

  private schedulePoll(): void {
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => this.wake(), this.o.pollMs);
  }

  private async pass(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.reclaimIfDue();
        await this.pruneIfDue();
        while (!this.closing && this.running.size < this.o.concurrency) {
          const row = await this.o.store.claim(this.names, this.o.workerId, this.o.leaseMs);
          if (!row) break;
          if (this.closing) {
            await this.o.store.release(row.id, this.o.workerId);
            break;
          }
          this.start(row);
        }
      } catch (err) {
        this.o.logger.error({ err }, 'job queue poll failed; retrying at the next poll');
        return;
      }
    } while (this.again && !this.closing);
  }

  /** At start and then every half lease: jobs whose worker stopped renewing are taken back. */
  private async reclaimIfDue(): Promise<void> {
    if (Date.now() - this.lastReclaim < this.o.leaseMs / 2) return;
    this.lastReclaim = Date.now();
    const { requeued, failed } = await this.o.store.reclaimExpired();
    for (const row of requeued) {
      this.o.logger.warn({ jobId: row.id, name: row.name }, 'job lease expired; job requeued');
      this.emit(row, 'waiting', { attempt: row.attempts });
    }
    for (const row of failed) {
      this.o.logger.warn({ jobId: row.id, name: row.name }, 'job lease expired; no tries left');
      this.emit(row, 'failed', {
        attempt: row.attempts,
        progress: row.progress,
        error: row.error ?? undefined,
      });
    }
  }

  private async pruneIfDue(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    const pruned = await this.o.store.prune(isoAt(now - KEEP_COMPLETED_MS), isoAt(now - KEEP_FAILED_MS));
    if (pruned > 0) this.o.logger.info({ pruned }, 'old finished jobs pruned');
  }

  private start(row: JobRow): void {
    const controller = new AbortController();
    const done = this.execute(row, controller)
      .catch((err) => this.o.logger.error({ err, jobId: row.id }, 'could not record the outcome of a job'))
      .finally(() => {
        this.running.delete(row.id);
        this.wake();
      });
    this.running.set(row.id, { controller, done });
  }

  private async execute(row: JobRow, controller: AbortController): Promise<void> {
    // Claimed rows always have a registered name: claim() filters on the registry's names.
    const def = this.o.registry.get(row.name)!;
    const { store, workerId } = this.o;
    const attempt = row.attempts;
    let lastProgress = 0;
    this.emit(row, 'active', { attempt });
    let payload: unknown;
    try {
      payload = JSON.parse(row.payload);
    } catch {
      payload = undefined; // the schema check reports it
    }
    const outcome: Outcome = await runJob(
      def,
      payload,
      {
        jobId: row.id,
        attempt,
        services: this.o.services,
        signal: controller.signal,
        progress: async (pct) => {
          const value = checkProgress(pct);
          if (controller.signal.aborted) return;
          if (await store.progress(row.id, workerId, value)) {
            lastProgress = value;
            this.emit(row, 'active', { attempt, progress: value });
          }
        },
      },
      SETTLE_MS,
      { maxAttempts: row.maxAttempts, logger: this.o.logger },
    );

    if (outcome.kind === 'completed') {
      if (await store.complete(row.id, workerId, outcome.result)) {
        this.emit(row, 'completed', { attempt, progress: 100, result: outcome.result });
      } else this.lost(row);
    } else if (outcome.kind === 'interrupted') {
      if (await store.release(row.id, workerId)) this.emit(row, 'waiting', { attempt: attempt - 1 });
    } else if (outcome.retry && attempt < row.maxAttempts) {
      const delay = backoffDelay(parseBackoff(row.backoff), attempt);
      if (await store.retryLater(row.id, workerId, outcome.error, isoAt(Date.now() + delay))) {
        this.emit(row, 'waiting', { attempt, error: outcome.error });
        this.wakeLater(delay);
      } else this.lost(row);
    } else if (await store.fail(row.id, workerId, outcome.error)) {
      this.emit(row, 'failed', { attempt, progress: lastProgress, error: outcome.error });
    } else this.lost(row);
  }

  /** One query renews every running job's lease; a job whose lease was taken over is aborted here. */
  private async renewLeases(): Promise<void> {
    const ids = [...this.running.keys()];
    if (ids.length === 0) return;
    try {
      const held = await this.o.store.renew(ids, this.o.workerId, this.o.leaseMs);
      for (const id of ids) {
        const r = this.running.get(id);
        if (r && !held.has(id) && !r.controller.signal.aborted) {
          this.o.logger.warn({ jobId: id }, 'job lease lost to another worker; aborting this run');
          r.controller.abort(new Error('job lease lost'));
        }
      }
    } catch (err) {
      this.o.logger.error({ err: errorMessage(err) }, 'could not renew job leases');
    }
  }

  private lost(row: JobRow): void {
    this.o.logger.warn({ jobId: row.id, name: row.name }, 'job outcome dropped: its lease was taken over');
  }

  private emit(
    row: JobRow,
    state: 'waiting' | 'active' | 'completed' | 'failed',
    extra: { attempt: number; progress?: number; error?: string; result?: unknown },
  ): void {
    this.o.events.emit({
      jobId: row.id,
      name: row.name,
      state,
      userId: row.userId,
      ...extra,
      progress: extra.progress ?? 0,
    });
  }
}

function parseBackoff(text: string | null): ResolvedOptions['backoff'] {
  return text ? (JSON.parse(text) as ResolvedOptions['backoff']) : null;
}
