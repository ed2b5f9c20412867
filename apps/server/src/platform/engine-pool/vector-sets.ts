import type { VectorSet } from './tasks';
import { normaliseRows } from './vector-ranking';

/** Vector sets one engine thread keeps: the offices searched most recently. */
export const CACHED_VECTOR_SETS = 20;
/**
 * And at most this many bytes of vectors in all: 50,000 passages of 1,536 dimensions are ~300 MB, so one
 * office that large still fits (the newest set always stays) but pushes the others out.
 */
export const CACHED_VECTOR_BYTES = 256 * 2 ** 20;

interface Entry {
  mark: string;
  set: VectorSet;
}

/** The vector sets of one engine thread, least recently used first out (like AnswerIndexCache). */
export class VectorSetCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limits = { sets: CACHED_VECTOR_SETS, bytes: CACHED_VECTOR_BYTES }) {}

  get size(): number {
    return this.entries.size;
  }

  /** The office's set if it was loaded for the training mark `mark`. */
  get(officeId: string, mark: string): VectorSet | undefined {
    const entry = this.entries.get(officeId);
    if (!entry || entry.mark !== mark) return undefined;
    this.entries.delete(officeId);
    this.entries.set(officeId, entry); // most recently used last
    return entry.set;
  }

  /** Keeps `set` (its rows scaled to unit length, in place) as the office's set for `mark`. */
  add(officeId: string, mark: string, set: VectorSet): VectorSet {
    if (set.matrix.length !== set.items.length * set.dims) {
      throw new Error(
        `a vector set of ${set.items.length} items × ${set.dims} has ${set.matrix.length} values`,
      );
    }
    this.remove(officeId);
    normaliseRows(set.matrix, set.dims);
    this.entries.set(officeId, { mark, set });
    this.bytes += set.matrix.byteLength;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= 1) break;
      if (this.entries.size <= this.limits.sets && this.bytes <= this.limits.bytes) break;
      this.remove(oldest);
    }
    return set;
  }

  private remove(officeId: string): void {
    const entry = this.entries.get(officeId);
    if (!entry) return;
    this.entries.delete(officeId);
    this.bytes -= entry.set.matrix.byteLength;
  }
}
