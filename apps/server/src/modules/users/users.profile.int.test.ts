import type { SignedInSession } from '@muse/contracts';
import { dayKey, dayKeyIn } from '@muse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, cookieOf, startHarness, type Harness } from '../../testing/harness';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => dayKey(new Date(Date.now() - n * DAY_MS));
const PROFILE = { zoneinfo: 'Europe/Paris', locale: 'fr-FR' };

describe('the session user and POST /offices/updateProfile', () => {
  let h: Harness;
  const get = (url: string, cookie?: string) => h.app.inject({ url, headers: cookie ? { cookie } : {} });
  const post = (payload: unknown, cookie?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/offices/updateProfile',
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  const session = async (cookie: string, query = '') => {
    const res = await get(`/api/session${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SignedInSession>();
  };
  const fieldOf = (res: { json(): { error: { details?: { field: string }[] } } }) =>
    res.json().error.details?.map((d) => d.field);
  const row = (userId: string) =>
    h.ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => h?.close());

  it('reports the streak and asks for the profile until it is known', async () => {
    const ada = await accountFor(h, 'ada.profile@example.com');
    await h.ctx.db
      .insertInto('activityDays')
      .values([1, 2, 3, 4].map((n) => ({ userId: ada.userId, day: daysAgo(n) })))
      .execute();
    const before = await session(ada.cookie);
    // Today is recorded by the request itself: four days before it make five in a row.
    expect(before).toMatchObject({ streak: 5, updateProfile: true, updateStoreInfo: false });

    const ok = await post({ zoneinfo: 'europe/paris', locale: 'fr-fr' }, ada.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    const stored = await row(ada.userId);
    expect([stored.zoneinfo, stored.locale, stored.store]).toEqual(['Europe/Paris', 'fr-FR', null]);
    expect((await session(ada.cookie)).updateProfile).toBe(false);
  });

  it('asks an app page for its store info until that store has told it', async () => {
    const bob = await accountFor(h, 'bob.profile@example.com');
    expect((await session(bob.cookie)).updateStoreInfo).toBe(false);
    expect((await session(bob.cookie, '?store=msstore')).updateStoreInfo).toBe(true);

    const info = { market: 'US', version: '2.4.1', trial: false };
    const res = await post({ ...PROFILE, store: 'msstore', storeInfo: info }, bob.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse((await row(bob.userId)).storeInfo ?? 'null')).toEqual(info);
    expect(await session(bob.cookie, '?store=msstore')).toMatchObject({
      updateStoreInfo: false,
      updateProfile: false,
    });
    // The same account in another store's app has told nothing about that one yet.
    expect((await session(bob.cookie, '?store=android')).updateStoreInfo).toBe(true);

    // The generator page's variant keeps the store and its browser; a later post without them keeps both.
    await post({ ...PROFILE, store: 'android', browser: 'Chrome', imageRef: 'img-42' }, bob.cookie);
    await post(PROFILE, bob.cookie);
    const after = await row(bob.userId);
    expect([after.store, after.storeInfo, after.browser, after.imageRef]).toEqual([
      'android',
      null,
      'Chrome',
      'img-42',
    ]);
  });

  it('lets guests tell theirs, and nobody signed out', async () => {
    const guest = await h.app.inject({ method: 'POST', url: '/api/auth/guest' });
    expect(guest.json<SignedInSession>()).toMatchObject({ updateProfile: true, updateStoreInfo: false });
    const cookie = cookieOf(guest);
    expect((await post(PROFILE, cookie)).statusCode).toBe(200);
    expect((await session(cookie)).updateProfile).toBe(false);

    const visitor = await post(PROFILE);
    expect(visitor.statusCode).toBe(401);
    expect((await get('/api/session?store=msstore')).json()).toEqual({ userId: null });
  });

  it('refuses bad values with a 400 naming the field, and stores nothing', async () => {
    const cy = await accountFor(h, 'cy.profile@example.com');
    const cases: [unknown, string][] = [
      [{ ...PROFILE, zoneinfo: '+01:00' }, 'zoneinfo'],
      [{ ...PROFILE, zoneinfo: 'Mars/Olympus_Mons' }, 'zoneinfo'],
      [{ ...PROFILE, zoneinfo: 'x'.repeat(65) }, 'zoneinfo'],
      [{ locale: 'en-US' }, 'zoneinfo'],
      [{ ...PROFILE, locale: 'not a locale' }, 'locale'],
      [{ ...PROFILE, locale: 42 }, 'locale'],
      [{ ...PROFILE, browser: 'b'.repeat(101) }, 'browser'],
      [{ ...PROFILE, imageRef: 'i'.repeat(201) }, 'imageRef'],
      [{ ...PROFILE, store: 'ms store' }, 'store'],
      [{ ...PROFILE, storeInfo: { market: 'US' } }, 'storeInfo'],
      [{ ...PROFILE, store: 'msstore', storeInfo: 'US' }, 'storeInfo'],
      [{ ...PROFILE, store: 'msstore', storeInfo: { note: 'n'.repeat(2001) } }, 'storeInfo'],
      [{ ...PROFILE, store: 'msstore', storeInfo: { a: { b: { c: { d: 1 } } } } }, 'storeInfo'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body, cy.cookie);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)}: ${res.body}`).toBe(400);
      expect(fieldOf(res), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    const bad = await get('/api/session?store=ms%20store', cy.cookie);
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toContain('querystring.store');
    const untouched = await row(cy.userId);
    expect([untouched.zoneinfo, untouched.locale, untouched.store]).toEqual([null, null, null]);
  });

  it("counts streak days in the user's time zone once it is known", async () => {
    const dee = await accountFor(h, 'dee.profile@example.com');
    const zone = 'Pacific/Kiritimati'; // UTC+14: a day ahead of UTC from 10:00 UTC
    expect((await post({ zoneinfo: zone, locale: 'en' }, dee.cookie)).statusCode).toBe(200);
    await session(dee.cookie);
    const days = await h.ctx.db
      .selectFrom('activityDays')
      .select('day')
      .where('userId', '=', dee.userId)
      .execute();
    expect(days.map((d) => d.day)).toContain(dayKeyIn(new Date(), zone));

    // At 12:00 UTC on Jan 1 it is already Jan 2 there: that day counts, and yesterday's (Jan 1) continues.
    const noon = new Date('2030-01-01T12:00:00Z');
    const streaks = h.ctx.services.streaks;
    await streaks.touch({ id: dee.userId, zoneinfo: zone }, new Date('2030-01-01T00:30:00Z'));
    await streaks.touch({ id: dee.userId, zoneinfo: zone }, noon);
    const recorded = await h.ctx.db
      .selectFrom('activityDays')
      .select('day')
      .where('userId', '=', dee.userId)
      .where('day', '>=', '2030-01-01')
      .orderBy('day')
      .execute();
    expect(recorded.map((d) => d.day)).toEqual(['2030-01-01', '2030-01-02']);
    expect(await streaks.streak({ id: dee.userId, zoneinfo: zone }, noon)).toEqual({
      length: 2,
      start: '2030-01-01',
    });
    // The same moment in UTC is still Jan 1: counted from there the streak is the one day.
    expect((await streaks.streak(dee.userId, noon)).length).toBe(1);
  });

  it('reads a long streak whole, past the first window of days', async () => {
    const eve = await accountFor(h, 'eve.profile@example.com');
    await h.ctx.db
      .insertInto('activityDays')
      .values(Array.from({ length: 60 }, (_, i) => ({ userId: eve.userId, day: daysAgo(i + 1) })))
      .execute();
    expect((await session(eve.cookie)).streak).toBe(61);
  });
});
