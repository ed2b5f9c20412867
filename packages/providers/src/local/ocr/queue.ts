/**
 * A first-in first-out queue that runs one task at a time and refuses new ones beyond `limit` waiting:
 * the single OCR worker is busy for up to a few seconds per picture, and a burst must not pile up unbounded.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly limit: number) {}

  /** How many tasks are waiting or running. */
  get size(): number {
    return this.waiting;
  }

  /** Runs `task` after the ones before it; returns undefined without running it when the queue is full. */
  push<T>(task: () => Promise<T>): Promise<T> | undefined {
    if (this.waiting >= this.limit) return undefined;
    this.waiting++;
    const run = this.tail.then(task);
    this.tail = run.then(
      () => this.waiting--,
      () => this.waiting--,
    );
    return run;
  }
}
