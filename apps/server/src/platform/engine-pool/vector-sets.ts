import type { VectorSet } from './tasks';
import { OfficeLru } from './office-lru';
import { normaliseRows } from './vector-ranking';

/** Vector sets one engine thread keeps: the offices searched most recently. */
export const CACHED_VECTOR_SETS = 20;
/**
 * And at most this many bytes of vectors in all: 50,000 passages of 1,536 dimensions are ~300 MB, so one
 * office that large still fits (the newest set always stays) but pushes the others out.
 */
export const CACHED_VECTOR_BYTES = 256 * 2 ** 20;

/** The vector sets of one engine thread, least recently used first out. The newest always stays. */
export class VectorSetCache {
  private readonly lru: OfficeLru<VectorSet>;

  constructor(limits = { sets: CACHED_VECTOR_SETS, bytes: CACHED_VECTOR_BYTES }) {
    this.lru = new OfficeLru({ entries: limits.sets, size: limits.bytes });
  }

  get size(): number {
    return this.lru.size;
  }

  /** The office's set if it was loaded for the training mark `mark`. */
  get(officeId: string, mark: string): VectorSet | undefined {
    return this.lru.get(officeId, mark);
  }

  /** Keeps `set` (its rows scaled to unit length, in place) as the office's set for `mark`. */
  add(officeId: string, mark: string, set: VectorSet): VectorSet {
    if (set.matrix.length !== set.items.length * set.dims) {
      throw new Error(
        `a vector set of ${set.items.length} items × ${set.dims} has ${set.matrix.length} values`,
      );
    }
    normaliseRows(set.matrix, set.dims);
    return this.lru.set(officeId, mark, set, set.matrix.byteLength);
  }
}
