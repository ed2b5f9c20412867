import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, cookieOf, startHarness, type Harness } from '../../testing/harness';

/** GET /api/images/mine/exists {models}: whether the caller has made anything yet (of those models). */
describe('GET /api/images/mine/exists', { timeout: 60_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
  });
  afterAll(async () => h?.close());

  const exists = async (cookie: string | undefined, query = '') => {
    const res = await h.app.inject({
      url: `/api/images/mine/exists${query}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<{ exists: boolean }>().exists;
  };

  it('answers false for a visitor and for someone who made nothing, true once they asked for one', async () => {
    expect(await exists(undefined)).toBe(false);
    const guest = cookieOf(await h.app.inject({ method: 'POST', url: '/api/auth/guest' }));
    expect(await exists(guest)).toBe(false);
    const ada = await accountFor(h, 'ada-exists@example.com');
    const other = await accountFor(h, 'bo-exists@example.com');
    await h.ctx.services.credits.grant(ada.userId, 5, { reason: 't', idempotencyKey: 'exists-topup' });
    expect(await exists(ada.cookie)).toBe(false);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/images/',
      payload: { description: 'a blue heron', model: 'photo2', startGenerate: true },
      headers: { cookie: ada.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(ada.cookie)).toBe(true);
    // Another person's creations are not theirs.
    expect(await exists(other.cookie)).toBe(false);
    // Of these models: comma-separated or repeated.
    expect(await exists(ada.cookie, '?models=photo2')).toBe(true);
    expect(await exists(ada.cookie, '?models=art,gptimage1')).toBe(false);
    expect(await exists(ada.cookie, '?models=art&models=photo2')).toBe(true);
    expect(await exists(ada.cookie, '?models=')).toBe(true);
  });

  it('names models when the list is too long', async () => {
    const res = await h.app.inject({
      url: `/api/images/mine/exists?models=${Array.from({ length: 51 }, (_, i) => `m${i}`).join(',')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('models');
  });
});
