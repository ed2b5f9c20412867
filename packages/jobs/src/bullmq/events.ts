import { Job, type Queue, type QueueEvents } from 'bullmq';
import { errorMessage } from '../define';
import type { EventHub } from '../events';
import type { JobEvent, JobLogger, JobState } from '../types';

export interface JobData {
  payload: unknown;
  userId: string | null;
}

interface Seen {
  name: string;
  userId: string | null;
  /** The current or last try, counted from the events themselves (a lookup could already be stale). */
  attempt: number;
  state: JobState | null;
  progress: number;
}

/** Jobs followed at once; the oldest are forgotten first, so the map stays bounded. */
const MAX_SEEN = 10_000;

/**
 * Turns the queue's Redis event stream (QueueEvents, heard by every process) into JobEvents. BullMQ's events
 * carry only the job id, so the job is looked up once to learn its name and owner; events are translated one
 * after another so listeners get them in order. BullMQ's 'delayed' becomes 'waiting', and a repeated
 * 'waiting' (a delayed job falling due) is dropped, so both drivers tell the same story.
 */
export class EventTranslator {
  private readonly seen = new Map<string, Seen>();
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly queue: Queue<JobData>,
    private readonly hub: EventHub,
    private readonly logger: JobLogger,
  ) {}

  attach(events: QueueEvents): void {
    // 'added' comes first for a new job: learn it then, before a lookup could see it already further on.
    events.on('added', ({ jobId }) => this.handle(jobId, () => {}, true));
    events.on('waiting', ({ jobId }) => this.handle(jobId, (s) => this.waiting(jobId, s)));
    events.on('delayed', ({ jobId }) => this.handle(jobId, (s) => this.waiting(jobId, s)));
    events.on('active', ({ jobId }) =>
      this.handle(jobId, (s) => {
        s.attempt += 1;
        s.progress = 0;
        return this.emit(jobId, s, 'active', {});
      }),
    );
    events.on('progress', ({ jobId, data }) =>
      this.handle(jobId, (s) => {
        s.progress = typeof data === 'number' ? data : s.progress;
        return this.emit(jobId, s, 'active', {});
      }),
    );
    events.on('completed', ({ jobId, returnvalue }) =>
      this.handle(jobId, (s) => {
        s.progress = 100;
        this.seen.delete(jobId);
        return this.emit(jobId, s, 'completed', { result: returnvalue });
      }),
    );
    events.on('failed', ({ jobId, failedReason }) =>
      this.handle(jobId, (s) => {
        this.seen.delete(jobId);
        return this.emit(jobId, s, 'failed', { error: failedReason });
      }),
    );
  }

  private handle(jobId: string, step: (s: Seen) => Promise<void> | void, isNew = false): void {
    this.chain = this.chain
      .then(async () => {
        const s = this.seen.get(jobId) ?? (await this.lookup(jobId, isNew));
        if (s) await step(s);
      })
      .catch((err) =>
        this.logger.error({ err: errorMessage(err), jobId }, 'could not translate a job event'),
      );
  }

  /** Back to waiting: new, delayed, retrying after a failed try, or handed back by a closing worker. */
  private async waiting(jobId: string, s: Seen): Promise<void> {
    if (s.state === 'waiting') return;
    let error: string | undefined;
    if (s.state === 'active' || s.attempt > 0) {
      // A failed try is counted in attemptsMade; a try interrupted by a closing or stalled worker is not.
      const job = await Job.fromId<JobData>(this.queue, jobId);
      if (s.state === 'active' && job && job.attemptsMade < s.attempt) s.attempt -= 1;
      else error = job?.failedReason || undefined;
    }
    s.progress = 0;
    this.emit(jobId, s, 'waiting', { error });
  }

  /** Name and owner never change; the try count is trusted from a lookup only for a job first met mid-way. */
  private async lookup(jobId: string, isNew: boolean): Promise<Seen | undefined> {
    const job = await Job.fromId<JobData>(this.queue, jobId);
    if (!job) return undefined; // removed before we heard of it
    const s: Seen = {
      name: job.name,
      userId: job.data.userId ?? null,
      attempt: isNew ? 0 : job.attemptsMade,
      state: null,
      progress: 0,
    };
    this.seen.set(jobId, s);
    if (this.seen.size > MAX_SEEN) this.seen.delete(this.seen.keys().next().value!);
    return s;
  }

  private emit(jobId: string, s: Seen, state: JobState, extra: Pick<JobEvent, 'error' | 'result'>): void {
    s.state = state;
    const event: JobEvent = {
      jobId,
      name: s.name,
      state,
      progress: s.progress,
      userId: s.userId,
      attempt: s.attempt,
    };
    if (extra.error !== undefined) event.error = extra.error;
    if (state === 'completed') event.result = extra.result;
    this.hub.emit(event);
  }
}
