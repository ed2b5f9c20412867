import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, cookieOf, startHarness, waitFinished, type Harness } from '../../testing/harness';
import { StatisticsService } from './statistics.service';

/** GET /api/statistics: the banner's real counts of this server. */
describe('statistics (GET /api/statistics)', { timeout: 120_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  const fresh = () =>
    new StatisticsService({
      images: h.ctx.services.images,
      music: h.ctx.services.music,
      users: h.ctx.services.users,
    }).counts();

  it('counts nothing on a new server, for anyone, cached a minute', async () => {
    const res = await h.app.inject({ url: '/api/statistics' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ images: 0, songs: 0, users: 0 });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('counts finished pictures and accounts, not guests or pictures still waiting', async () => {
    const ada = await accountFor(h, 'ada-stats@example.com');
    await h.ctx.services.credits.grant(ada.userId, 5, { reason: 't', idempotencyKey: 'stats-topup' });
    cookieOf(await h.app.inject({ method: 'POST', url: '/api/auth/guest' }));
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/images/',
      payload: { description: 'a red kite', model: 'art', number: 1, startGenerate: true },
      headers: { cookie: ada.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    await waitFinished(h, ada.cookie, res.json<{ filename: string }>().filename);
    expect(await fresh()).toEqual({ images: 1, songs: 0, users: 1 });
    // The route's answer is the process's count of a minute ago.
    expect((await h.app.inject({ url: '/api/statistics' })).json()).toEqual({
      images: 0,
      songs: 0,
      users: 0,
    });
  });

  it('keeps counts for STATISTICS_TTL_MS, then counts again', async () => {
    let now = 0;
    let calls = 0;
    const counting = { countMade: async () => ++calls };
    const stats = new StatisticsService(
      { images: counting, music: { countMade: async () => 2 }, users: { countAccounts: async () => 3 } },
      () => now,
    );
    expect(await stats.counts()).toEqual({ images: 1, songs: 2, users: 3 });
    now = 59_000;
    expect((await stats.counts()).images).toBe(1);
    now = 61_000;
    expect((await stats.counts()).images).toBe(2);
  });
});
