import { SPEECH_CACHE_TOUCH_SECONDS } from '@muse/domain';
import type { Logger } from '../../platform/logging/logger';
import type { BlobStore } from '../../platform/storage';
import { nowIso } from '../../shared/ids';
import type { SpeechRepository } from './offices.speech.repository';

/** Files looked at per round of eviction. */
const EVICTION_BATCH = 50;

/**
 * The spoken-audio cache's bookkeeping: every cached file with its size and last use (in the database, as
 * the files outlive the process), kept under a size cap by deleting the least recently used files. The
 * file just made is never evicted, even when it alone is over the cap: its URL is about to be played.
 */
export class SpeechCache {
  private evicting: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: { repo: SpeechRepository; blobs: BlobStore; capBytes: number; logger: Logger },
  ) {}

  /** Whether the file is cached; a hit counts as a use (recorded at most once a minute per file). */
  async hit(key: string): Promise<boolean> {
    const row = await this.deps.repo.cached(key);
    const info = await this.deps.blobs.head(key);
    if (!info) {
      if (row) await this.deps.repo.forget(key); // deleted behind our back
      return false;
    }
    if (!row) {
      // Made before the cache kept its index: adopt it.
      await this.added(key, info.size);
    } else if (Date.now() - Date.parse(row.lastUsedAt) >= SPEECH_CACHE_TOUCH_SECONDS * 1000) {
      await this.deps.repo.touch(key, nowIso());
    }
    return true;
  }

  /** Records a new file, then evicts the least recently used others until the cache is under its cap. */
  async added(key: string, bytes: number): Promise<void> {
    await this.deps.repo.record(key, bytes, nowIso());
    // One eviction at a time in this process; another process's may overlap, which only repeats deletes.
    this.evicting = this.evicting
      .then(() => this.evict(key))
      .catch((err: unknown) => {
        this.deps.logger.warn({ err }, 'speech cache eviction failed');
      });
    await this.evicting;
  }

  private async evict(keep: string): Promise<void> {
    let total = await this.deps.repo.totalBytes();
    while (total > this.deps.capBytes) {
      const oldest = await this.deps.repo.leastRecentlyUsed(EVICTION_BATCH, keep);
      if (oldest.length === 0) return;
      for (const file of oldest) {
        // The file first: a row without its file is forgotten on its next hit, a file without a row leaks.
        await this.deps.blobs.delete(file.key);
        await this.deps.repo.forget(file.key);
        total -= file.bytes;
        if (total <= this.deps.capBytes) return;
      }
    }
  }
}
