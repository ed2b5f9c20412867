/**
 * Concurrent callers asking for the same key share one run of the work: the first starts it, the others
 * wait on the same promise, and the key is forgotten once it settles (the next call starts afresh).
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    let running = this.running.get(key);
    if (!running) {
      running = work().finally(() => this.running.delete(key));
      this.running.set(key, running);
    }
    return running;
  }
}
