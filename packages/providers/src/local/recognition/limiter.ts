import { RecognitionError } from '../../recognition/port';

/**
 * At most `running` tasks at once and `waiting` queued; one more is refused at once with
 * RecognitionError('busy') rather than queued without end.
 */
export class Limiter {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting)
        throw new RecognitionError('busy', 'Too many voice answers are being recognised; try again shortly.');
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
