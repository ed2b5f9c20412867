import type { StatisticsReply } from '@muse/contracts';

/** Where the counts come from: each module counts what it owns. */
export interface StatisticsSources {
  /** the images module: finished pictures */
  images: { countMade(): Promise<number> };
  /** the music module: finished tracks */
  music: { countMade(): Promise<number> };
  /** the users module: accounts */
  users: { countAccounts(): Promise<number> };
}

/** The banner is on every generator page; counting once a minute per process is plenty. */
export const STATISTICS_TTL_MS = 60_000;

/**
 * The statistics banner's figures: this server's real counts of pictures, songs and accounts (never the
 * spec's quoted "1 million images and 70,000 users", which are another site's).
 */
export class StatisticsService {
  private cached: { at: number; value: Promise<StatisticsReply> } | undefined;

  constructor(
    private readonly sources: StatisticsSources,
    private readonly now: () => number = Date.now,
  ) {}

  counts(): Promise<StatisticsReply> {
    const now = this.now();
    if (!this.cached || now - this.cached.at > STATISTICS_TTL_MS) {
      const value = this.count().catch((error: unknown) => {
        this.cached = undefined;
        throw error;
      });
      this.cached = { at: now, value };
    }
    return this.cached.value;
  }

  private async count(): Promise<StatisticsReply> {
    const [images, songs, users] = await Promise.all([
      this.sources.images.countMade(),
      this.sources.music.countMade(),
      this.sources.users.countAccounts(),
    ]);
    return { images, songs, users };
  }
}
