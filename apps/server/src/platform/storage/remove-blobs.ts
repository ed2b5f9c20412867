import type { BlobStore } from './blob-store';

/** At most this many deletes in flight: an account may own thousands of files on a remote store. */
const AT_ONCE = 16;

/**
 * Deletes files whose rows are already gone. A failure is logged and the rest go on: the data is gone for the
 * user either way, and a file left behind is only wasted space.
 */
export async function removeBlobs(
  store: Pick<BlobStore, 'delete'>,
  keys: readonly string[],
  logger: { warn(obj: object, msg?: string): void },
): Promise<void> {
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += AT_ONCE) {
    const batch = unique.slice(i, i + AT_ONCE);
    const results = await Promise.allSettled(batch.map((key) => store.delete(key)));
    for (const [j, r] of results.entries())
      if (r.status === 'rejected') logger.warn({ err: r.reason, key: batch[j] }, 'blob not deleted');
  }
}
