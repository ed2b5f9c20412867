import { createAnswerIndex, type AnswerIndex, type AnswerIndexInput } from '@muse/providers';

/** Indexes one engine thread keeps: the offices asked most recently (the main thread kept 20 before). */
export const CACHED_INDEXES = 20;
/**
 * And at most this much training text in all. Measured: an office of 10 × 900 KB topics builds in 3–8 s
 * into about 350 MB of heap (~39 bytes a character), so one such office fits and two do not.
 */
export const CACHED_TRAINING_CHARS = 10_000_000;

interface Entry {
  trainedAt: string;
  index: AnswerIndex;
  chars: number;
}

/** The answer indexes of one engine thread, least recently used first out. The newest always stays. */
export class AnswerIndexCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(private readonly limits = { indexes: CACHED_INDEXES, chars: CACHED_TRAINING_CHARS }) {}

  get size(): number {
    return this.entries.size;
  }

  /** The office's index if it was built from the training of `trainedAt`. */
  get(officeId: string, trainedAt: string): AnswerIndex | undefined {
    const entry = this.entries.get(officeId);
    if (!entry || entry.trainedAt !== trainedAt) return undefined;
    this.entries.delete(officeId);
    this.entries.set(officeId, entry); // most recently used last
    return entry.index;
  }

  /** Builds the office's index; the topic texts its previous index read unchanged are not read again. */
  build(officeId: string, trainedAt: string, training: AnswerIndexInput): AnswerIndex {
    const previous = this.entries.get(officeId)?.index;
    this.remove(officeId);
    const index = createAnswerIndex(training, { previous });
    const chars =
      training.qa.reduce((n, p) => n + p.question.length + p.answer.length, 0) +
      training.passages.reduce((n, p) => n + p.topic.length + p.text.length, 0);
    this.entries.set(officeId, { trainedAt, index, chars });
    this.chars += chars;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= 1) break;
      if (this.entries.size <= this.limits.indexes && this.chars <= this.limits.chars) break;
      this.remove(oldest);
    }
    return index;
  }

  private remove(officeId: string): void {
    const entry = this.entries.get(officeId);
    if (!entry) return;
    this.entries.delete(officeId);
    this.chars -= entry.chars;
  }
}
