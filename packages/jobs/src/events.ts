import type { JobEvent, JobLogger } from './types';

/** The queue's listeners; a throwing listener is logged and never breaks the queue or other listeners. */
export class EventHub {
  private readonly listeners = new Set<(e: JobEvent) => void>();

  constructor(private readonly logger: JobLogger) {}

  on(listener: (e: JobEvent) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(event: JobEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (err) {
        this.logger.error({ err, jobId: event.jobId }, 'job event listener threw');
      }
    }
  }
}
