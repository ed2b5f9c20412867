import { createAnswerIndex, type AnswerIndex, type AnswerIndexInput } from '@muse/providers';
import { OfficeLru } from './office-lru';

/** Indexes one engine thread keeps: the offices asked most recently (the main thread kept 20 before). */
export const CACHED_INDEXES = 20;
/**
 * And at most this much training text in all. Measured: an office of 10 × 900 KB topics builds in 3–8 s
 * into about 350 MB of heap (~39 bytes a character), so one such office fits and two do not.
 */
export const CACHED_TRAINING_CHARS = 10_000_000;

/** The answer indexes of one engine thread, least recently used first out. The newest always stays. */
export class AnswerIndexCache {
  private readonly lru: OfficeLru<AnswerIndex>;

  constructor(limits = { indexes: CACHED_INDEXES, chars: CACHED_TRAINING_CHARS }) {
    this.lru = new OfficeLru({ entries: limits.indexes, size: limits.chars });
  }

  get size(): number {
    return this.lru.size;
  }

  /** The office's index if it was built from the training of `trainedAt`. */
  get(officeId: string, trainedAt: string): AnswerIndex | undefined {
    return this.lru.get(officeId, trainedAt);
  }

  /** Builds the office's index; the topic texts its previous index read unchanged are not read again. */
  async build(officeId: string, trainedAt: string, training: AnswerIndexInput): Promise<AnswerIndex> {
    const index = await createAnswerIndex(training, { previous: this.lru.peek(officeId) });
    const chars =
      training.qa.reduce((n, p) => n + p.question.length + p.answer.length, 0) +
      training.passages.reduce((n, p) => n + p.topic.length + p.text.length, 0);
    return this.lru.set(officeId, trainedAt, index, chars);
  }
}
